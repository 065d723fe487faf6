import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import styles from './Button.module.css';

describe('Button', () => {
  it('is a named button that presses with Enter and Space', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Submit</Button>);
    const button = screen.getByRole('button', { name: 'Submit' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['primary', undefined],
    ['primary', 'primary' as const],
    ['quiet', 'quiet' as const],
  ])('is styled %s (variant %s) with its own classes', (style, variant) => {
    render(<Button variant={variant}>Go</Button>);
    const classes = screen.getByRole('button', { name: 'Go' }).classList;
    expect(classes).toContain(styles.button);
    expect(classes).toContain(styles[style as 'primary' | 'quiet']);
  });

  it('adds a string className to its own', () => {
    render(
      <Button variant="quiet" className="extra">
        Go
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Go' }).classList;
    expect([...classes]).toEqual([styles.button, styles.quiet, 'extra']);
  });

  // react-aria's types allow a function of the state; joined as a string, it became the class
  // "function…" and the caller's classes were lost.
  it('adds a className given as a function of its state, and follows the state', async () => {
    render(
      <Button className={({ isFocusVisible }) => (isFocusVisible ? 'ring' : 'plain')}>Go</Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect([...button.classList]).toEqual([styles.button, styles.primary, 'plain']);
    expect(button.className).not.toMatch(/function|=>/);
    await userEvent.tab();
    expect([...button.classList]).toEqual([styles.button, styles.primary, 'ring']);
  });
});
