import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox';
import { KEEP_CLOSED_MODAL_MS } from '../../lib/focus';
import { HIDE_PAGE_AFTER_FOCUS_MS } from './useLifecycle';
import {
  advance,
  dialog,
  focusCurrentPlayer,
  Harness,
  key,
  openLightbox,
  setUpEnvironment,
  SLIDE,
  tearDownEnvironment,
  images,
  videos,
  watchFocusWhenHidden,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

describe('focus (docs/spec/lightbox-behaviour.md rules 1, 2, 4, 24)', () => {
  it('moves focus into the dialog, named from the gallery and the current item, onto Close', async () => {
    await openLightbox({ startIndex: 3, labels: { dialog: 'Impact in Motion' } });
    const element = screen.getByRole('dialog', {
      name: 'Impact in Motion, Video 4 of 6: Classroom Clip',
    });
    // Onto a control inside, so that a screen reader announces the dialog it entered (Orca
    // reads only the description when the dialog element itself takes focus).
    expect(within(element).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(element).toHaveAttribute('aria-modal', 'true');
  });

  it('gives focus back to the opener when closed with the Close button', async () => {
    const onClose = vi.fn();
    const { opener } = await openLightbox({ onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Focus is back at once; the faded dialog stays a moment for a screen reader to catch up.
    await advance(0);
    expect(opener).toHaveFocus();
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    await advance(KEEP_CLOSED_MODAL_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the opener recorded at open when the parent closes it directly', async () => {
    render(
      <>
        <button type="button">First</button>
        <button type="button">Opener</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const { rerender } = render(<Lightbox slides={videos} open onClose={() => {}} />);
    await advance(250);
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    // Focus wanders inside the dialog; the opener recorded at open still wins.
    screen.getByRole('button', { name: 'Next' }).focus();
    rerender(<Lightbox slides={videos} open={false} onClose={() => {}} />);
    await advance(250);
    expect(opener).toHaveFocus();
  });

  it('moves focus from the player to the dialog before the page jumps away from its slide', async () => {
    const { rerender } = render(<Lightbox slides={videos} index={1} open onClose={() => {}} />);
    await advance(250);
    const play = focusCurrentPlayer();
    expect(play).toHaveFocus();
    const slide = play.closest(SLIDE)!;
    const watch = watchFocusWhenHidden(slide);
    // The page changes the `index` prop while the viewer is open, to the next slide: the one
    // left stays in the DOM as a hidden neighbour.
    rerender(<Lightbox slides={videos} index={2} open onClose={() => {}} />);
    const focusWhenHidden = await watch.stop();
    expect(screen.getByRole('dialog', { name: /Video 3 of 6/ })).toHaveFocus();
    expect(focusWhenHidden.length).toBeGreaterThan(0);
    expect(focusWhenHidden.some((element) => slide.contains(element))).toBe(false);
  });

  it('wraps Tab and Shift+Tab inside the dialog', async () => {
    // Images: jsdom cannot focus a <video controls> (browsers can), which would hide the wrap.
    await openLightbox({ slides: images, startIndex: 1 });
    // user-event's Tab waits on real timers.
    vi.useRealTimers();
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('moves focus straight from the opener to the dialog, and on close straight back, never through <body>', async () => {
    const moves: string[] = [];
    const name = (node: EventTarget | null) =>
      node === null
        ? 'nothing'
        : node instanceof Element && node.closest('[role="dialog"]')
          ? 'dialog'
          : node instanceof Element && node.textContent === 'Open gallery'
            ? 'opener'
            : 'other';
    const record = (event: FocusEvent) =>
      moves.push(`${event.type} ${name(event.target)} ${name(event.relatedTarget)}`);
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    opener.focus();
    document.addEventListener('focusin', record);
    document.addEventListener('focusout', record);
    try {
      fireEvent.click(opener);
      await advance(250);
      expect(moves).toEqual(['focusout opener dialog', 'focusin dialog opener']);
      moves.length = 0;
      key('Escape');
      await advance(250);
      expect(opener).toHaveFocus();
      expect(moves).toEqual(['focusout dialog opener', 'focusin opener dialog']);
    } finally {
      document.removeEventListener('focusin', record);
      document.removeEventListener('focusout', record);
    }
  });

  it('describes the dialog with how to move: the buttons or the arrows, and where the player is', async () => {
    await openLightbox();
    expect(dialog()).toHaveAccessibleDescription(
      'Previous and Next, or the Left and Right arrow keys, change the slide. Escape closes. ' +
        "Under each video are its player's controls; Keyboard lists their keys.",
    );
  });

  it('says nothing about a player in a gallery of photos, and takes the words from labels', async () => {
    await openLightbox({ slides: images, labels: { instructions: 'Swipe or use the buttons.' } });
    expect(dialog()).toHaveAccessibleDescription('Swipe or use the buttons.');
  });

  it('gives focus back to the dialog when its element leaves (it became inert or was removed)', async () => {
    await openLightbox({ slides: images });
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    act(() => {
      next.blur();
    });
    await act(async () => {});
    expect(dialog()).toHaveFocus();
  });

  it("gives focus back to the box around a screen reader's cursor, when that is where it moved", async () => {
    // Gecko, unlike Chromium, leaves focus on <body> when Orca's Down moves the reading cursor
    // into text: back to the dialog, Orca announced the dialog whole on every line.
    const slides = videos.map((video) => ({
      ...video,
      transcript: ['No sound. Shown: Braille dots.', 'On screen: Activity'],
      transcriptTimes: [null, { start: 0, end: 2 }],
    }));
    await openLightbox({ slides, labels: { transcriptHint: 'Choose a line.' } });
    const current = document.querySelector<HTMLElement>(`${SLIDE}[data-current]`)!;
    fireEvent.click(within(current).getByText('Transcript'));
    const hint = within(current).getByText('Choose a line.');
    const box = hint.closest<HTMLElement>('[tabindex]')!;
    const summary = within(current).getByText('Transcript');
    summary.focus();
    act(() => {
      // Focus leaves first, then the caret is where the cursor went, before focus is given back
      // (jsdom empties the selection as focus leaves; Gecko sets the caret first).
      summary.blur();
      document.getSelection()?.collapse(hint.firstChild ?? hint, 0);
    });
    await act(async () => {});
    expect(box).not.toBe(dialog());
    expect(box).toHaveFocus();
    // A selection that is not a caret (words chosen with a mouse) is not a reading cursor.
    act(() => {
      box.blur();
      document
        .getSelection()
        ?.setBaseAndExtent(hint.firstChild ?? hint, 0, hint.firstChild ?? hint, 3);
    });
    await act(async () => {});
    expect(dialog()).toHaveFocus();
  });

  it('keeps preloaded slides out of the tab order and the accessibility tree', async () => {
    await openLightbox({ startIndex: 2 });
    const groups = Array.from(document.querySelectorAll(SLIDE));
    expect(groups).toHaveLength(5);
    for (const group of groups) {
      const current = group.hasAttribute('data-current');
      expect(group.hasAttribute('inert')).toBe(!current);
      expect(group.getAttribute('aria-hidden')).toBe(current ? null : 'true');
    }
    expect(screen.getAllByRole('group', { name: /^\d of 6$/ })).toHaveLength(1);
  });
});

describe('isolation (docs/spec/lightbox-behaviour.md rule 3)', () => {
  it('hides the page a moment after focus is in the dialog, and gives focus back before it leaves', async () => {
    const { container } = render(<Harness fade={0} />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    opener.focus();
    fireEvent.click(opener);
    await advance(0);
    // Focus is in at once; the page stays until a screen reader has heard of the move.
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(container).not.toHaveAttribute('aria-hidden');
    await advance(HIDE_PAGE_AFTER_FOCUS_MS);
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveAttribute('inert');

    key('Escape');
    await advance(0);
    // Focus back and the page shown at once; the dialog, left by focus, goes a moment later.
    expect(opener).toHaveFocus();
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(KEEP_CLOSED_MODAL_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened again while the last one is still leaving, takes focus in again and hides the page', async () => {
    const { container } = render(<Harness fade={0} />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    opener.focus();
    fireEvent.click(opener);
    await advance(HIDE_PAGE_AFTER_FOCUS_MS);
    key('Escape');
    await advance(0);
    expect(opener).toHaveFocus();
    // Within the moment the closed dialog is kept, the visitor opens it again.
    fireEvent.click(opener);
    await advance(0);
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await advance(HIDE_PAGE_AFTER_FOCUS_MS);
    expect(container).toHaveAttribute('inert');
    await advance(KEEP_CLOSED_MODAL_MS);
    expect(dialog()).toBeInTheDocument();
    key('Escape');
    await advance(0);
    expect(opener).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
  });

  it('makes everything outside inert and aria-hidden, and restores former values exactly', async () => {
    const before = document.createElement('div');
    before.id = 'before';
    before.setAttribute('aria-hidden', 'false');
    const alreadyHidden = document.createElement('div');
    alreadyHidden.setAttribute('aria-hidden', 'true');
    alreadyHidden.setAttribute('inert', '');
    const announcer = document.createElement('div');
    announcer.setAttribute('data-live-announcer', 'true');
    document.body.append(before, alreadyHidden, announcer);
    try {
      const { container } = await openLightbox();
      for (const element of [before, alreadyHidden, container]) {
        expect(element).toHaveAttribute('inert');
        expect(element).toHaveAttribute('aria-hidden', 'true');
      }
      expect(announcer).not.toHaveAttribute('aria-hidden');
      expect(announcer).not.toHaveAttribute('inert');

      // A node added while open is hidden as well.
      const late = document.createElement('div');
      act(() => document.body.append(late));
      await act(async () => {});
      expect(late).toHaveAttribute('aria-hidden', 'true');
      expect(late).toHaveAttribute('inert');

      key('Escape');
      await advance(250);
      await act(async () => {});
      expect(before).toHaveAttribute('aria-hidden', 'false');
      expect(before).not.toHaveAttribute('inert');
      expect(alreadyHidden).toHaveAttribute('aria-hidden', 'true');
      expect(alreadyHidden).toHaveAttribute('inert');
      expect(container).not.toHaveAttribute('aria-hidden');
      expect(container).not.toHaveAttribute('inert');
      expect(late).not.toHaveAttribute('aria-hidden');
      expect(late).not.toHaveAttribute('inert');
    } finally {
      before.remove();
      alreadyHidden.remove();
      announcer.remove();
    }
  });

  it('keeps the page hidden under StrictMode when it mounts open (as React.lazy does)', async () => {
    const page = render(<button type="button">Opener</button>);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    // StrictMode runs every effect of a new component twice: apply, dispose, apply.
    const lightbox = render(
      <StrictMode>
        <Lightbox slides={videos} open onClose={() => {}} />
      </StrictMode>,
    );
    await advance(250);
    await act(async () => {});
    expect(page.container).toHaveAttribute('inert');
    expect(page.container).toHaveAttribute('aria-hidden', 'true');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    lightbox.rerender(
      <StrictMode>
        <Lightbox slides={videos} open={false} onClose={() => {}} />
      </StrictMode>,
    );
    await advance(250);
    await act(async () => {});
    expect(page.container).not.toHaveAttribute('inert');
    expect(page.container).not.toHaveAttribute('aria-hidden');
    expect(opener).toHaveFocus();
  });

  it('restores the page exactly when the page unmounts the open lightbox', async () => {
    const sibling = document.createElement('div');
    sibling.setAttribute('aria-hidden', 'false');
    document.body.append(sibling);
    try {
      const { unmount } = await openLightbox();
      expect(sibling).toHaveAttribute('aria-hidden', 'true');
      unmount();
      await act(async () => {});
      expect(sibling).toHaveAttribute('aria-hidden', 'false');
      expect(sibling).not.toHaveAttribute('inert');
    } finally {
      sibling.remove();
    }
  });
});

describe('scroll (docs/spec/lightbox-behaviour.md rule 5)', () => {
  it('locks scrolling and keeps the scrollbar space, and undoes both on close', async () => {
    await openLightbox();
    const html = document.documentElement;
    expect(html.style.overflow).toBe('hidden');
    expect(html.style.scrollbarGutter).toBe('stable');
    key('Escape');
    await advance(250);
    expect(html.style.overflow).toBe('');
    expect(html.style.scrollbarGutter).toBe('');
  });

  it('puts the page back where it was after close', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    try {
      const { opener } = await openLightbox();
      // Something scrolled the page while open (focus return would, without preventScroll).
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      key('Escape');
      await advance(250);
      expect(opener).toHaveFocus();
      expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});

describe('server rendering', () => {
  it('prints nothing on the server, even when open', () => {
    expect(renderToString(<Lightbox slides={videos} open onClose={() => {}} />)).toBe('');
  });

  it('renders nothing at all while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-lightbox]')).toBeNull();
  });
});
