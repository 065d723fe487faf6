import { useId } from 'react';
import styles from './TextField.module.css';
import { Words } from '../Words/Words';

export interface TextFieldProps {
  /** The visible label; it is also the field's accessible name. */
  label: string;
  /** A hint shown under the label and read after the name. Default none. */
  description?: string;
  /**
   * Why the field is refused, shown and read while it is; none while the field is valid. The
   * form that checks the fields gives it (the contact form, the inbox's sign-in).
   */
  error?: string | undefined;
  /**
   * The word shown and read before the error (for example "Error:"), so that an error is never
   * told by colour alone. It comes from `src/content/`, like every other word.
   */
  errorPrefix: string;
  /**
   * Shown after the label of a field with `isRequired` (for example "(required)"), for the eye
   * only: screen readers already say "required" from `aria-required`. Default none.
   */
  requiredMarker?: string;
  /**
   * Says the field must be filled in (`aria-required`). Never the browser's own `required`: its
   * check stops a Submit without a word to a screen reader; the form checks and tells instead.
   */
  isRequired?: boolean;
  /** A multi-line text area instead of a one-line input. Default `false`. */
  multiline?: boolean;
  /** Visible lines of a multi-line field. Default 6. */
  rows?: number;
  /** The input's type (one-line fields). Default `text`. */
  type?: 'text' | 'tel' | 'email' | 'password';
  /** The input's id, for links to it (the error summary). Default a generated one. */
  id?: string;
  /** The name the field is posted under. */
  name?: string;
  autoComplete?: string;
  /** What the field holds, when the form keeps it in its state; left out, the field keeps it. */
  value?: string;
  /** Called with the field's new text as the visitor types. */
  onChange?: (value: string) => void;
  className?: string;
}

/**
 * The one text field of the site: a native `<label>`, hint, error and input, wired together
 * (`for`, `aria-describedby`, `aria-invalid`, `aria-required`). Plain HTML on purpose: a text
 * field needs nothing a library adds, and the contact page then starts without react-aria,
 * whose locale module alone is the longest task of that page's start on a cheap phone
 * (docs/performance.md). The error sits between the label and the input, as GOV.UK places it,
 * so that a screen-magnifier user sees it next to the label.
 */
export function TextField({
  label,
  description,
  error,
  errorPrefix,
  requiredMarker,
  isRequired = false,
  multiline = false,
  rows = 6,
  type = 'text',
  id,
  onChange,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const isInvalid = error !== undefined && error !== '';
  const describedBy =
    [description ? descriptionId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;

  const shared = {
    ...inputProps,
    id: inputId,
    className: multiline ? `${styles.input} ${styles.textarea}` : styles.input,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    'aria-required': isRequired || undefined,
    // For the stylesheet, as the field's own mark (TextField.module.css).
    'data-invalid': isInvalid || undefined,
    onChange: onChange
      ? (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value)
      : undefined,
  };

  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={isInvalid || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        <Words>{label}</Words>
        {isRequired && requiredMarker ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            {' '}
            <Words>{requiredMarker}</Words>
          </span>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          <Words>{description}</Words>
        </span>
      ) : null}
      {isInvalid ? <FieldError id={errorId} prefix={errorPrefix} message={error} /> : null}
      {multiline ? <textarea {...shared} rows={rows} /> : <input {...shared} type={type} />}
    </div>
  );
}

/**
 * Why a field (or a group of them) is refused: an icon, the prefix ("Error:") and the message, so
 * that an error is never told by colour alone (WCAG 1.4.1). The field points to it by its `id`
 * (`aria-describedby`).
 */
export function FieldError({
  id,
  prefix,
  message,
}: {
  id: string;
  prefix: string;
  message: string;
}) {
  return (
    <span id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path className={styles.errorIconMark} d="M12 6.5v7M12 16.5v1" />
      </svg>
      <span>
        {/* The prefix is plain text, so screen readers read it with the message. */}
        <span className={styles.errorPrefix}>
          <Words>{prefix}</Words>
        </span>{' '}
        <Words>{message}</Words>
      </span>
    </span>
  );
}
