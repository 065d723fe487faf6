import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as FramerMotion from 'framer-motion';
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
        returnFocusRef={returnToOther ? other : undefined}
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
  const dialog = await screen.findByRole('alertdialog');
  return { trigger, dialog };
}

describe('AlertDialog', () => {
  it('is an alert dialog named by its title and described by its message', async () => {
    const { dialog } = await openWithKeyboard();
    expect(dialog).toHaveAccessibleName('Success!');
    expect(dialog).toHaveAccessibleDescription('Thank you, we will reply soon.');
    const heading = within(dialog).getByRole('heading', { name: 'Success!', level: 2 });
    // It fades in; at the end of the motion it is fully visible.
    await waitFor(() => expect(heading).toBeVisible());
    expect(dialog).toHaveAttribute('data-variant', 'success');
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
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives focus to the element it is told to when it closes', async () => {
    const { dialog } = await openWithKeyboard({ returnToOther: true });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
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
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
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
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows only OK by default', async () => {
    const { dialog } = await openWithKeyboard();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  it('stays open until answered: it has no timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openWithKeyboard();
      vi.advanceTimersByTime(60_000);
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A dialog that is open from the start, from a fresh copy of the modules. */
async function renderFreshOpenDialog() {
  // framer-motion reads the motion preference once per module instance: start from a new one.
  vi.resetModules();
  const { AlertDialog: FreshAlertDialog } = await import('./AlertDialog');
  function Open() {
    const [isOpen, setOpen] = useState(true);
    return (
      <main>
        <FreshAlertDialog
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          title="Oops!"
          message="Something went wrong."
          variant="error"
        />
      </main>
    );
  }
  render(<Open />);
  return screen.findByRole('alertdialog', { name: 'Oops!' });
}

const twoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('AlertDialog motion', () => {
  it('fades in over a few frames by default', async () => {
    const dialog = await renderFreshOpenDialog();
    await twoFrames();
    expect(Number(dialog.parentElement!.style.opacity)).toBeLessThan(1);
  });

  it('appears at once, with no motion, when the visitor asks for reduced motion', async () => {
    // framer-motion reads the preference once per process (its module is not reloaded between
    // tests), so the hook that reports it stands in for the browser setting here.
    vi.doMock('framer-motion', async (importOriginal) => ({
      ...(await importOriginal<typeof FramerMotion>()),
      useReducedMotion: () => true,
    }));
    try {
      const dialog = await renderFreshOpenDialog();
      await twoFrames();
      expect(Number(dialog.parentElement!.style.opacity || '1')).toBe(1);
      expect(within(dialog).getByRole('heading', { name: 'Oops!' })).toBeVisible();
    } finally {
      vi.doUnmock('framer-motion');
    }
  });

  it('still opens, without motion, when the motion chunk cannot be fetched', async () => {
    vi.doMock('./AlertDialogMotion', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const dialog = await renderFreshOpenDialog();
      expect(dialog).toHaveAccessibleDescription('Something went wrong.');
      expect(dialog).toBeVisible();
      // The still frame: framer-motion wrote no opacity on the modal.
      expect(dialog.parentElement!.style.opacity).toBe('');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    } finally {
      vi.doUnmock('./AlertDialogMotion');
    }
  });
});
