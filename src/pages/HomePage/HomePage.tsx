import { homeContent } from '../../content/home';
import styles from '../page.module.css';

export function HomePage() {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{homeContent.heading}</h1>
      <p>{homeContent.intro}</p>
    </div>
  );
}
