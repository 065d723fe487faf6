import type { ReactNode } from 'react';
import type { ImageContent } from '../../content/types';
import { ContentImage } from '../ContentImage/ContentImage';
import styles from './Hero.module.css';
import { Words } from '../Words/Words';

export interface HeroProps {
  /** The page's one h1; a move to the page gives it focus (src/lib/focus.ts). */
  heading: string;
  /** One short sentence under the heading. Default none. */
  tagline?: string;
  /** The picture behind the words; usually decorative, since the heading says it all. */
  image: ImageContent;
  /** `full` fills most of the first screen (Home); `banner` is a shorter band. Default `banner`. */
  size?: 'full' | 'banner';
  /** What a visitor can do next (Home's two actions), under the tagline. Default none. */
  children?: ReactNode;
}

/**
 * The top of a page: a picture with the page's heading over it. The words sit on a dark scrim
 * of their own, so they stay readable whatever the picture behind them (the owner's real photos
 * included). The picture is the page's largest early paint, so it loads eagerly and first.
 */
export function Hero({ heading, tagline, image, size = 'banner', children }: HeroProps) {
  return (
    <div className={styles.hero} data-size={size}>
      <ContentImage image={image} priority sizes="100vw" className={styles.image} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 className={styles.heading}>
            <Words>{heading}</Words>
          </h1>
          {tagline ? (
            <p className={styles.tagline}>
              <Words>{tagline}</Words>
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}
