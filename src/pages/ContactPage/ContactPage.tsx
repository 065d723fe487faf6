import { contactContent } from '../../content/contact';
import styles from '../page.module.css';

export function ContactPage() {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{contactContent.heading}</h1>
      <p>{contactContent.intro}</p>
    </div>
  );
}
