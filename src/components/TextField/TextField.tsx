import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './TextField.module.css';
import { Words } from '../Words/Words';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  /** The visible label; it is also the field's accessible name. */
  label: string;
  /** A hint shown under the label and read after the name. Default none. */
  description?: string;
  /**
   * The word shown and read before each error message (for example "Error:"), so that an error is
   * never told by colour alone. It comes from `src/content/`, like every other word.
   */
  errorPrefix: string;
  /**
   * Shown after the label of a field with `isRequired` (for example "(required)"), for the eye
   * only: screen readers already say "required" from `aria-required`. Default none.
   */
  requiredMarker?: string;
  /** A multi-line text area instead of a one-line input. Default `false`. */
  multiline?: boolean;
  /** Visible lines of a multi-line field. Default 6. */
  rows?: number;
  className?: string;
}

/**
 * react-aria's TextField gives its field `type="text"` until it has seen, in the browser, that the
 * field is a text area; so a page rendered on the server wrote `<textarea type="text">`, which is
 * not valid HTML (a text area has no `type`). `null` wins over the context's value (react-aria's
 * `mergeProps` keeps the last value that is not undefined), and React then writes no attribute.
 */
const noTypeAttribute = { type: null };

/**
 * The one text field of the site, over react-aria's TextField: the label, the hint, the error and
 * the input are rendered together and wired up (label, `aria-describedby`, `aria-invalid`) by
 * react-aria. The error sits between the label and the input, as GOV.UK places it, so that a
 * screen-magnifier user sees it next to the label; react-aria shows it only while the field is
 * invalid (browser check on submit, or errors given to the surrounding Form).
 */
export function TextField({
  label,
  description,
  errorPrefix,
  requiredMarker,
  multiline = false,
  rows = 6,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label className={styles.label}>
        <Words>{label}</Words>
        {props.isRequired && requiredMarker ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            {' '}
            <Words>{requiredMarker}</Words>
          </span>
        ) : null}
      </Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          <Words>{description}</Words>
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        {({ validationErrors }) => (
          <>
            <svg
              className={styles.errorIcon}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="10" fill="currentColor" />
              <path className={styles.errorIconMark} d="M12 6.5v7M12 16.5v1" />
            </svg>
            <span>
              {/* The prefix is plain text, so screen readers read it with the message. */}
              <span className={styles.errorPrefix}>
                <Words>{errorPrefix}</Words>
              </span>{' '}
              <Words>{validationErrors.join(' ')}</Words>
            </span>
          </>
        )}
      </FieldError>
      {multiline ? (
        <TextArea
          className={`${styles.input} ${styles.textarea}`}
          rows={rows}
          {...noTypeAttribute}
        />
      ) : (
        <Input className={styles.input} />
      )}
    </AriaTextField>
  );
}
