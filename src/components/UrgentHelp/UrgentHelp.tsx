import {
  helplines,
  urgentHelp,
  type Helpline,
  type HelplineNumber,
} from '../../content/urgentHelp';
import { Icon } from '../Icon/Icon';
import styles from './UrgentHelp.module.css';
import { Words } from '../Words/Words';
import { digitByDigit } from '../../content/spokenNumbers';
import { fillPlaceholders } from '../../shared/fillPlaceholders';

/** The id of the full block, for the in-page link beside the contact form. */
export const URGENT_HELP_ID = 'urgent-help';

/** The id of the footer's block (its heading), on a page without the full block. */
const FOOTER_HELP_ID = 'footer-help';

/** Whether the page at this path (no trailing slash) shows the full block. */
export function showsFullBlock(path: string): boolean {
  return (urgentHelp.shownInFullOn as readonly string[]).includes(path);
}

/** Where a page's helplines are: its full block, or its footer's. */
export function urgentHelpAnchor(path: string): string {
  return showsFullBlock(path) ? URGENT_HELP_ID : FOOTER_HELP_ID;
}

export interface UrgentHelpProps {
  /**
   * `full`: the block of Home and Contact, with who each helpline is for. `compact`: the
   * footer's short list, on the dark footer of every page. `calls`: only each helpline's name
   * and its numbers, for a block that says why to call in its own words (the enquiry kept on
   * the phone, src/features/keptEnquiries).
   */
  variant: 'full' | 'compact' | 'calls';
  /**
   * For `compact`: the page shows the full block too, so the footer only links to it (the
   * numbers are then heard once). Default false.
   */
  fullBlockOnPage?: boolean;
}

/**
 * "If you need help now": the helplines as `tel:` links, one tap away on every page (the
 * footer) and in full where a young person is most likely to look (Home, beside the form).
 * Each link shows the number and is named with the helpline ("Call Childline on 1098"), so a
 * screen reader's list of links still says whom it calls, and the name contains the visible
 * number, as speech input needs (WCAG 2.5.3, label in name).
 *
 * A page that shows the block in full (Home, Contact) gets, in its footer, only a link to that
 * block: a screen reader reading the whole page then hears the numbers once.
 */
export function UrgentHelp({ variant, fullBlockOnPage = false }: UrgentHelpProps) {
  if (variant === 'compact' && fullBlockOnPage) {
    return (
      <section aria-labelledby={FOOTER_HELP_ID} className={styles.compact}>
        <h2 id={FOOTER_HELP_ID} className={styles.compactHeading}>
          <Words>{urgentHelp.footerHeading}</Words>
        </h2>
        <div className={styles.compactBody}>
          <p className={styles.compactIntro}>
            <Words>{urgentHelp.footerIntro}</Words>
          </p>
          {/* The same box as on every other page; the numbers are in the page's own block. */}
          <a href={`#${URGENT_HELP_ID}`} className={styles.call}>
            <Icon name="phone" className={styles.phoneIcon} />
            <Words>{urgentHelp.seeHelplines}</Words>
          </a>
        </div>
      </section>
    );
  }
  if (variant === 'calls') {
    return (
      <CallList classes={{ list: styles.callList, line: styles.callLine, name: styles.callName }} />
    );
  }
  if (variant === 'compact') {
    return (
      <section aria-labelledby={FOOTER_HELP_ID} className={styles.compact}>
        <h2 id={FOOTER_HELP_ID} className={styles.compactHeading}>
          <Words>{urgentHelp.footerHeading}</Words>
        </h2>
        <div className={styles.compactBody}>
          <p className={styles.compactIntro}>
            <Words>{urgentHelp.footerIntro}</Words>
          </p>
          {/*
            The full block's look, without who each helpline is for: each helpline's name, and
            under it its numbers as the same buttons (a phone, then the number). One helpline
            wide enough for its two numbers takes a row of its own; the others share one.
          */}
          <CallList
            classes={{
              list: styles.compactList,
              line: styles.compactLine,
              name: styles.compactName,
            }}
          />
        </div>
      </section>
    );
  }
  return (
    <section id={URGENT_HELP_ID} aria-labelledby="urgent-help-heading" className={styles.full}>
      <h2 id="urgent-help-heading" className={styles.band}>
        <Words>{urgentHelp.heading}</Words>
      </h2>
      <div className={styles.body}>
        <p className={styles.intro}>
          <Words>{urgentHelp.intro}</Words>
        </p>
        <ul className={styles.lines}>
          {helplines.map((line) => (
            <li key={line.id} className={styles.line}>
              {/* The numbers straight under the name: what to dial first, who it is for after. */}
              <h3 className={styles.name}>
                <Words>{line.name}</Words>
              </h3>
              <p className={styles.numbers}>
                {line.numbers.map((number) => (
                  <CallLink key={number.dial} line={line} number={number} />
                ))}
              </p>
              <p className={styles.about}>
                <Words>{line.about}</Words>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * Each helpline's name with its numbers under it as call buttons: the list of the "calls" look
 * and of the footer's card, each with its own classes for the list, a helpline and its name.
 */
function CallList({ classes }: { classes: { list?: string; line?: string; name?: string } }) {
  return (
    <ul className={classes.list}>
      {helplines.map((line) => (
        <li key={line.id} className={classes.line}>
          <span className={classes.name}>
            <Words>{line.name}</Words>
          </span>
          <span className={styles.numbers}>
            {line.numbers.map((number) => (
              <CallLink key={number.dial} line={line} number={number} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A number as a link that dials it, named "Call Childline on 1 0 9 8": the number as it is
 * dialled, digit by digit (src/content/spokenNumbers.ts), while the eye sees "1098". The name is
 * an `aria-label`, not hidden words around the number: in the link's flex box the space between
 * hidden and shown words takes no room, and Chromium then drops it from the name that Orca
 * read ("Call Childline on1098"). Speech input still finds the link by its number said digit by
 * digit, and by "Call Childline" (docs/decisions.md, "Numbers a person dials").
 *
 * A bordered button with a phone before the number; `inSentence`, a link like any other in a
 * sentence of the content ("call Tele-MANAS on 14416", src/components/HelplineText), sized by
 * the sentence's line and named by its digits alone ("1 4 4 1 6"): the sentence around it
 * already says whom it calls, and the whole call label there was heard as "call Tele-MANAS on,
 * Call Tele-MANAS on 1 4 4 1 6, link".
 */
export function CallLink({
  line,
  number,
  inSentence = false,
}: {
  line: Helpline;
  number: HelplineNumber;
  inSentence?: boolean;
}) {
  return (
    <a
      href={`tel:${number.dial}`}
      className={inSentence ? undefined : styles.call}
      aria-label={
        inSentence
          ? digitByDigit(number.label)
          : fillPlaceholders(line.callLabel, { number: digitByDigit(number.label) })
      }
    >
      {inSentence ? null : <Icon name="phone" className={styles.phoneIcon} />}
      <span className={styles.digits}>
        <Words>{number.label}</Words>
      </span>
    </a>
  );
}
