import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

type Extra = Partial<Omit<AlertDialogProps, 'isOpen' | 'onClose'>> & { returnToOther?: boolean };

/** A page with a button that opens the dialog, and another button focus may be sent to. */
function Harness({ returnToOther = false, ...props }: Extra) {
  const [isOpen, setOpen] = useState(false);
  const other = useRef<HTMLInputElement>(null);
  return (
    <main>
      <Button onPress={() => setOpen(true)}>Send</Button>
      <label>
        Elsewhere <input ref={other} />
      </label>
      <AlertDialog
        title="Success!"
        message="Thank you, we will reply soon."
        variant="success"
        {...props}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        returnFocus={returnToOther ? () => other.current : undefined}
      />
    </main>
  );
}

async function openWithKeyboard(props: Extra = {}) {
  render(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Send' });
  await userEvent.tab();
  expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  return { trigger, dialog };
}

describe('AlertDialog', () => {
  it('is an alert dialog named by its title and described by its message', async () => {
    const { dialog } = await openWithKeyboard();
    expect(dialog).toHaveAccessibleName('Success!');
    expect(dialog).toHaveAccessibleDescription('Thank you, we will reply soon.');
    const heading = within(dialog).getByRole('heading', { name: 'Success!', level: 2 });
    expect(heading).toBeVisible();
    expect(dialog).toHaveAttribute('data-variant', 'success');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is described by its message and then by a paragraph of detail, each once, when given', async () => {
    const { dialog } = await openWithKeyboard({
      detail: (
        <>
          Your reference is <strong>482 915</strong>.
        </>
      ),
    });
    expect(dialog).toHaveAccessibleDescription(
      'Thank you, we will reply soon. Your reference is 482 915.',
    );
    const ids = dialog.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    const [message, detail] = ids.map((id) => document.getElementById(id)!);
    expect(message).toHaveTextContent(/^Thank you, we will reply soon\.$/);
    expect(detail!.tagName).toBe('P');
    expect(detail).toHaveTextContent(/^Your reference is 482 915\.$/);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('puts focus on its OK button and keeps it inside', async () => {
    const { dialog } = await openWithKeyboard();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.tab();
    expect(ok).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('hides the page behind it from screen readers while open', async () => {
    await openWithKeyboard();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeInTheDocument();
  });

  it.each([
    ['OK', async () => userEvent.keyboard('{Enter}')],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('closes with %s and gives focus back to where it was', async (_key, close) => {
    const { trigger, dialog } = await openWithKeyboard();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives focus to the element it is told to when it closes', async () => {
    const { dialog } = await openWithKeyboard({ returnToOther: true });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus());
  });

  it('marks the error variant for its red confirm button and takes a custom label', async () => {
    const onConfirm = vi.fn();
    const { dialog } = await openWithKeyboard({
      title: 'Oops!',
      message: 'Something went wrong.',
      variant: 'error',
      confirmLabel: 'Close',
      onConfirm,
    });
    expect(dialog).toHaveAttribute('data-variant', 'error');
    expect(dialog).toHaveAccessibleName('Oops!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('offers No and Cancel, with their default words, only when asked', async () => {
    const onDeny = vi.fn();
    const onCancel = vi.fn();
    const { dialog } = await openWithKeyboard({ onDeny, onCancel });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'No', 'OK']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onDeny).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("does not close on a click outside, but on react-aria's hidden Dismiss button, as on Escape", async () => {
    const onConfirm = vi.fn();
    const { trigger } = await openWithKeyboard({ onConfirm });
    await userEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    // Hidden from sight, not from screen readers: their way out besides Escape.
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('puts focus on Cancel instead when confirming destroys something, and Enter keeps it', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { dialog, trigger } = await openWithKeyboard({
      onConfirm,
      onCancel,
      cancelLabel: 'Keep it',
      confirmLabel: 'Delete for good',
      initialFocus: 'cancel',
    });
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('shows only OK by default', async () => {
    const { dialog } = await openWithKeyboard();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK']);
  });

  it('stays open until answered: it has no timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openWithKeyboard();
      vi.advanceTimersByTime(60_000);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

// The fade (CSS animations that react-aria waits for) and its absence under reduced motion are
// checked in real Chromium (a11y-tests/contact.browser.test.ts): jsdom runs no animations.
