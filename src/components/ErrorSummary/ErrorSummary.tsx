import { useId, type MouseEvent, type Ref } from 'react';
import styles from './ErrorSummary.module.css';
import { Words } from '../Words/Words';

export interface ErrorSummaryItem {
  /** The `id` of the field to fix: the link goes there and gives it focus. */
  fieldId: string;
  /** What to change, as the field itself says it. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The heading, for example "There is a problem". */
  title: string;
  /** One entry per thing to fix, in the order of the form. Nothing is shown when empty. */
  errors: readonly ErrorSummaryItem[];
  /** The summary's box, for whoever moves focus to it (src/lib/focus.ts). */
  ref?: Ref<HTMLDivElement>;
  /**
   * The level of its heading, one below the heading of the section it sits in. Default 3 (the
   * contact form's summary sits under the page's h2).
   */
  headingLevel?: 2 | 3;
  /**
   * Take focus as the page loads (`autofocus`), for a page that runs no script: the service's
   * answer to a form sent without JavaScript. Everywhere else the summary's owner moves focus to
   * it, only when it should. Default `false`.
   */
  focusOnLoad?: boolean;
}

/**
 * GOV.UK's error summary: above a form that was refused, a box with a heading and a link to each
 * field to fix, whose words are the field's own error message. Focus is moved to it (by its
 * owner) after a refused send, so a screen reader reads the list at once; each link takes focus
 * to its field, and the page scrolls so that the field's label and error show above it.
 */
export function ErrorSummary({
  title,
  errors,
  ref,
  headingLevel = 3,
  focusOnLoad = false,
}: ErrorSummaryProps) {
  const titleId = useId();
  if (errors.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // The label and the error sit above the input: bring them into view with it.
    const label =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.labels?.[0]
        : undefined;
    (label ?? field).scrollIntoView?.({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      className={styles.summary}
      aria-labelledby={titleId}
      role="group"
      // GOV.UK moves focus to the summary when the refused page loads, so a screen reader reads
      // what to fix at once and the next Tab reaches its first link. Without script only the
      // browser can, through autofocus (which needs the element focusable: tabindex -1). It is
      // the one move of focus such a page can make, and never used on a page that has script.
      {...(focusOnLoad ? { tabIndex: -1, autoFocus: true } : {})}
    >
      <Heading id={titleId} className={styles.title}>
        <Words>{title}</Words>
      </Heading>
      <ul className={styles.list}>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`} onClick={(event) => goToField(event, fieldId)}>
              <Words>{message}</Words>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
