import { FieldError } from '../../../components/TextField/TextField';
import { Words } from '../../../components/Words/Words';
import { contactForm } from '../../../content/contactForm';
import { CONSENT_GIVEN, consentField } from '../../../shared/enquiry';
import styles from './ParentConsent.module.css';

export interface ParentConsentProps {
  /** The checkbox's id: where the error summary's link goes. */
  id: string;
  /** Ticked or not: the form holds it, so that it empties with the fields after a success. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the form was refused for it (not ticked); none while it is fine. */
  error?: string | undefined;
}

/**
 * A parent's or guardian's statement, before Submit (docs/spec/product.md §2.8): one native
 * checkbox, "I am this young person's parent or lawful guardian, and I agree that you keep what
 * I write here…", posted as `consent=yes`. The form and the service keep a parent's enquiry only
 * with it (src/shared/enquiry.ts), and the owner confirms it by phone before reading on.
 *
 * Native, like the answers to "Who is writing?": it posts without script, and its label is its
 * name. Required in words (the error, and the summary's link), never by the browser's own
 * `required`, whose check would stop a Submit without a word to a screen reader.
 */
export function ParentConsent({ id, checked, onChange, error }: ParentConsentProps) {
  const errorId = `${id}-error`;
  const isInvalid = error !== undefined && error !== '';
  return (
    <div className={styles.consent} data-invalid={isInvalid || undefined}>
      {isInvalid ? (
        <FieldError id={errorId} prefix={contactForm.errorPrefix} message={error} />
      ) : null}
      <label className={styles.line}>
        <input
          type="checkbox"
          id={id}
          name={consentField}
          value={CONSENT_GIVEN}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={isInvalid ? errorId : undefined}
          aria-invalid={isInvalid || undefined}
          aria-required="true"
          className={styles.box}
        />
        <Words>{contactForm.consent.label}</Words>
      </label>
    </div>
  );
}
