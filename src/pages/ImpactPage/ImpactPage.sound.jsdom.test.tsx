/**
 * WCAG 1.4.2 Audio Control, for the one page with media: nothing on the Impact page starts a
 * sound by itself. The thumbnails' previews are muted and never told to play, and the viewer's
 * video waits for Play, also after a hover, a focus or a move to the next slide. The spy on
 * `play()` counts every start, by the page or by the viewer; the last test presses Play, so a
 * spy that missed the viewer's starts could not pass it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { impactVideos } from '../../content/media';
import { renderApp } from '../../testing/jsdom/renderApp';
import { everythingInView } from '../../testing/jsdom/everythingInView';

/** jsdom plays nothing; the spy records each start a browser would make. */
function spyOnPlay() {
  return vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
}

let play: ReturnType<typeof spyOnPlay>;
let pause: { mockRestore: () => void };

beforeEach(() => {
  everythingInView();
  play = spyOnPlay();
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Only this file's spies: the other files of the worker share the prototype.
  play.mockRestore();
  pause.mockRestore();
});

/** The Impact page with every preview laid over its thumbnail, and the thumbnails. */
async function impactWithPreviews() {
  renderApp('/impact');
  await screen.findByRole('heading', { level: 1 });
  const grid = screen.getByRole('region', { name: 'Impact in Motion' });
  const buttons = within(grid).getAllByRole('button');
  await waitFor(() => {
    expect(grid.querySelectorAll('video')).toHaveLength(impactVideos.length);
  });
  return buttons;
}

/** Every `<video>` and `<audio>` of the document: none may sound by itself. */
function everyMedia(): HTMLMediaElement[] {
  return [...document.querySelectorAll<HTMLMediaElement>('video, audio')];
}

describe('no sound by itself on the Impact page (WCAG 1.4.2)', () => {
  it('lays muted previews over the thumbnails and starts none, even on hover and focus', async () => {
    const buttons = await impactWithPreviews();
    const user = userEvent.setup();
    for (const button of buttons) {
      await user.hover(button);
      button.focus();
    }
    for (const media of everyMedia()) {
      expect(media.muted).toBe(true);
      expect(media.autoplay).toBe(false);
    }
    expect(play).not.toHaveBeenCalled();
  });

  it('opens the viewer on a video without playing it, nor the next one, until Play is pressed', async () => {
    const buttons = await impactWithPreviews();
    const user = userEvent.setup();
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Video 1 of 6/ });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: /Video 2 of 6/ });
    expect(dialog.querySelectorAll('video').length).toBeGreaterThan(0);
    for (const media of everyMedia()) expect(media.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    // The one way to a sound: the visitor's own press.
    const current = dialog.querySelector<HTMLElement>('[data-current]')!;
    await user.click(within(current).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
