import type { ComponentPropsWithoutRef, Ref } from 'react';
import buttonStyles from '../Button/Button.module.css';
import styles from './SubmitButton.module.css';

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** The button element, for whoever must give focus back to it. */
  ref?: Ref<HTMLButtonElement>;
  /** Added to the button's own classes. */
  className?: string;
}

/**
 * A form's Submit, as a plain `<button type="submit">` with the look of the site's Button
 * (../Button). A form's own button needs nothing react-aria adds: the browser submits the form
 * from a click, a tap, Enter or Space, and from a screen reader's "click", with or without
 * script. The contact page starts without react-aria thanks to it (docs/performance.md).
 */
export function SubmitButton({ className, ...props }: SubmitButtonProps) {
  return (
    <button
      {...props}
      type="submit"
      className={[buttonStyles.button, buttonStyles.primary, styles.submit, className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
