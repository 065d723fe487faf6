import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import buttonStyles from '../Button/Button.module.css';
import { SubmitButton } from './SubmitButton';

function renderInForm() {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <main>
      <form aria-label="Enquiry" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SubmitButton>Submit</SubmitButton>
      </form>
    </main>,
  );
  return { onSubmit, button: screen.getByRole('button', { name: 'Submit' }) };
}

describe('SubmitButton', () => {
  it('submits its form from the keyboard (Enter and Space) and the pointer', async () => {
    const { onSubmit, button } = renderInForm();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(3);
    expect(onSubmit.mock.calls[0]?.[0].submitter).toBe(button);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is always a submit button, with the look of the site’s primary Button and the caller’s class', () => {
    render(
      // @ts-expect-error: the type is not the caller's to change.
      <SubmitButton type="button" className="extra">
        Send
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.classList).toContain(buttonStyles.button);
    expect(button.classList).toContain(buttonStyles.primary);
    expect(button.classList).toContain('extra');
  });

  it('stays focusable and says it is unavailable while busy', async () => {
    render(<SubmitButton aria-disabled>Submit</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Submit' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
