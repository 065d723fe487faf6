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
  /**
   * The start of `link.label` to set in bold (a link whose words the spec fixes, "Watch here"):
   * the whole label stays visible after it, so everyone sees what the link opens, and the name
   * is what is seen (WCAG 2.5.3), said once. Default none.
   */
  emphasis?: string;
  className?: string;
}

/**
 * A link to another website. It opens in a new tab, which is shown by an icon after the words
 * (as GOV.UK does) and said in visually hidden words to screen-reader users (WCAG 3.2.5
 * advisory; G201), and it gives the new page no access to ours (`noopener`).
 */
export function ExternalLink({ link, children, emphasis, className }: ExternalLinkProps) {
  const emphasised = emphasis !== undefined && link.label.startsWith(emphasis);
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children ??
        (emphasised ? (
          // One span round the words, so a flex link keeps the space between its two parts.
          <span>
            <strong className={styles.emphasis}>
              <Words>{emphasis}</Words>
            </strong>
            <Words>{link.label.slice(emphasis.length)}</Words>
          </span>
        ) : (
          <Words>{link.label}</Words>
        ))}
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
