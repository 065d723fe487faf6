import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Words } from '../Words/Words';
import type { LightboxLabels } from './types';
import styles from './Lightbox.module.css';

interface SlideNavigationProps {
  labels: LightboxLabels;
  rtl: boolean;
  /** "n of m", seen. */
  counter: string;
  hasPrevious: boolean;
  hasNext: boolean;
  go: (direction: 1 | -1) => void;
}

/**
 * Previous, the counter and Next: the buttons are the keyboard's and the pointer's other way to
 * move; at an end of a finite carousel its button says it is unavailable, and stays focusable.
 */
export function SlideNavigation({
  labels,
  rtl,
  counter,
  hasPrevious,
  hasNext,
  go,
}: SlideNavigationProps) {
  return (
    <div className={styles.nav}>
      <Button
        variant="quiet"
        className={`${styles.control} ${styles.previous}`}
        aria-disabled={hasPrevious ? undefined : true}
        onPress={() => go(-1)}
      >
        <Icon name={rtl ? 'chevronRight' : 'chevronLeft'} className={styles.icon} />
        <span className="visually-hidden">
          <Words>{labels.previous}</Words>
        </span>
      </Button>
      {/* Seen, not read: the dialog's name, the slide's label and the live region say it. */}
      <p className={styles.counter} aria-hidden="true" data-lightbox-counter="">
        <Words>{counter}</Words>
      </p>
      <Button
        variant="quiet"
        className={`${styles.control} ${styles.next}`}
        aria-disabled={hasNext ? undefined : true}
        onPress={() => go(1)}
      >
        <Icon name={rtl ? 'chevronLeft' : 'chevronRight'} className={styles.icon} />
        <span className="visually-hidden">
          <Words>{labels.next}</Words>
        </span>
      </Button>
    </div>
  );
}
