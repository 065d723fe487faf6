import { impactContent } from '../../content/impact';
import styles from '../page.module.css';

export function ImpactPage() {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{impactContent.heading}</h1>
      <p>{impactContent.intro}</p>
    </div>
  );
}
