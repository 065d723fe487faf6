import {
  helplines,
  urgentHelp,
  type Helpline,
  type HelplineNumber,
} from '../../content/urgentHelp';
import { Icon } from '../Icon/Icon';
import styles from './UrgentHelp.module.css';

/** The id of the full block, for the in-page link beside the contact form. */
export const URGENT_HELP_ID = 'urgent-help';

export interface UrgentHelpProps {
  /**
   * `full`: the block of Home and Contact, with who each helpline is for. `compact`: the
   * footer's short list, on the dark footer of every page.
   */
  variant: 'full' | 'compact';
}

/**
 * "If you need help now": the helplines as `tel:` links, one tap away on every page (the
 * footer) and in full where a young person is most likely to look (Home, beside the form).
 * Each link's visible words are the number; hidden words around it name the helpline, so a
 * screen reader's list of links still says whom it calls ("Call Childline on 1098"), and the
 * name contains the visible number, as speech input needs (WCAG 2.5.3, label in name).
 */
export function UrgentHelp({ variant }: UrgentHelpProps) {
  if (variant === 'compact') {
    return (
      <section aria-labelledby="footer-help" className={styles.compact}>
        <h2 id="footer-help" className={styles.compactHeading}>
          {urgentHelp.footerHeading}
        </h2>
        <p className={styles.compactIntro}>{urgentHelp.footerIntro}</p>
        <ul className={styles.compactList}>
          {helplines.map((line) => (
            <li key={line.id}>
              <span className={styles.compactName}>{line.name}</span>
              <span className={styles.compactNumbers}>
                {line.numbers.map((number) => (
                  <CallLink key={number.dial} line={line} number={number} />
                ))}
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section id={URGENT_HELP_ID} aria-labelledby="urgent-help-heading" className={styles.full}>
      <h2 id="urgent-help-heading" className={styles.band}>
        {urgentHelp.heading}
      </h2>
      <div className={styles.body}>
        <p className={styles.intro}>{urgentHelp.intro}</p>
        <ul className={styles.lines}>
          {helplines.map((line) => (
            <li key={line.id} className={styles.line}>
              <h3 className={styles.name}>{line.name}</h3>
              <p className={styles.about}>{line.about}</p>
              <p className={styles.numbers}>
                {line.numbers.map((number) => (
                  <CallLink key={number.dial} line={line} number={number} />
                ))}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A number as a link that dials it; its name is the helpline's call label, e.g. "Call Childline on 1098". */
function CallLink({ line, number }: { line: Helpline; number: HelplineNumber }) {
  const [before = '', after = ''] = line.callLabel.split('{number}');
  // The spaces stand outside the hidden words, as text of their own: a name is computed from
  // the words of each part, and a space at the edge of a part would be lost. In the flex box
  // they take no room.
  return (
    <a href={`tel:${number.dial}`} className={styles.call}>
      <Icon name="phone" className={styles.phoneIcon} />
      {before.trim() ? <span className="visually-hidden">{before.trim()}</span> : null}{' '}
      <span className={styles.digits}>{number.label}</span>{' '}
      {after.trim() ? <span className="visually-hidden">{after.trim()}</span> : null}
    </a>
  );
}
