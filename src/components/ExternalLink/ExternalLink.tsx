import type { ReactNode } from 'react';
import type { ExternalLinkContent } from '../../content/types';
import { shell } from '../../content/site';
import { Icon } from '../Icon/Icon';
import styles from './ExternalLink.module.css';
import { Words } from '../Words/Words';

export interface ExternalLinkProps {
  /** The destination and its visible words, from `src/content/`. */
  link: ExternalLinkContent;
  /** Replaces the visible words (an icon, say); the accessible name stays `link.label`. */
  children?: ReactNode;
  className?: string;
}

/**
 * A link to another website. It opens in a new tab, which is shown by an icon after the words
 * (as GOV.UK does) and said in visually hidden words to screen-reader users (WCAG 3.2.5
 * advisory; G201), and it gives the new page no access to ours (`noopener`).
 */
export function ExternalLink({ link, children, className }: ExternalLinkProps) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children ?? <Words>{link.label}</Words>}
      {children ? (
        <span className="visually-hidden">
          <Words>{link.label}</Words>
        </span>
      ) : null}
      {/* The space sits outside the hidden span: name computation trims inside each element. */}{' '}
      <span className="visually-hidden">
        <Words>{shell.opensInNewTab}</Words>
      </span>
      <Icon name="newTab" className={styles.marker} />
    </a>
  );
}
