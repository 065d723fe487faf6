import { storyContent } from '../../content/story';
import styles from '../page.module.css';

export function StoryPage() {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{storyContent.heading}</h1>
      <p>{storyContent.intro}</p>
    </div>
  );
}
