import type { Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import styles from './Button.module.css';

export interface ButtonProps extends AriaButtonProps {
  /** `primary` for the main action, `quiet` for icon and toolbar buttons. Default `primary`. */
  variant?: 'primary' | 'quiet';
  /** The button element, for whoever must give focus back to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the site, over react-aria's Button: it handles press on mouse, touch,
 * keyboard and screen reader alike, and exposes states as data attributes for styling. A caller's
 * `className` may be a string or, as react-aria allows, a function of the button's state; either
 * way it is added to the button's own classes (composeRenderProps, as react-aria's starters do).
 */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.button, styles[variant], given].filter(Boolean).join(' '),
      )}
    />
  );
}
