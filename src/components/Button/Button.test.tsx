import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

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
});
