import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

export interface ButtonProps extends AriaButtonProps {
  /** `primary` for the main action, `quiet` for icon and toolbar buttons. Default `primary`. */
  variant?: 'primary' | 'quiet';
  /** The button element, for whoever must give focus back to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the site, over react-aria's Button: it handles press on mouse, touch,
 * keyboard and screen reader alike, and exposes states as data attributes for styling.
 */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    />
  );
}
