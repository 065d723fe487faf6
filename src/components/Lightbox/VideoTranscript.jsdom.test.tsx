import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TranscriptTime } from './types';
import { paragraphSaidAt, VideoTranscript } from './VideoTranscript';

const TRANSCRIPT = [
  'No sound. Shown: Braille dots.',
  'On screen: Activity',
  'On screen: Demo clip',
];
const TIMES: (TranscriptTime | null)[] = [null, { start: 0, end: 1.5 }, { start: 1.5, end: 4 }];
const HINT = 'Choose a line to play the video from there.';

function Slide({ times }: { times?: (TranscriptTime | null)[] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <figure>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video ref={videoRef} aria-label="Activity" />
      <VideoTranscript
        transcript={TRANSCRIPT}
        times={times}
        videoRef={videoRef}
        label="Transcript"
        hint={HINT}
      />
    </figure>
  );
}

/**
 * jsdom plays nothing: the video's time and `paused` are the test's, and play() fires `play` as
 * a browser does. The transcript is opened, as a visitor would.
 */
async function renderTranscript(times?: (TranscriptTime | null)[]) {
  const user = userEvent.setup();
  const view = render(<Slide times={times} />);
  const video = view.container.querySelector('video')!;
  let paused = true;
  let ended = false;
  let time = 0;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(video, 'ended', { configurable: true, get: () => ended });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
      fireEvent.seeked(video);
    },
  });
  const play = vi.spyOn(video, 'play').mockImplementation(() => {
    paused = false;
    fireEvent.play(video);
    return Promise.resolve();
  });
  const playedTo = (seconds: number) =>
    act(() => {
      paused = false;
      time = seconds;
      fireEvent.timeUpdate(video);
    });
  await user.click(screen.getByText('Transcript'));
  /** The end, as a browser reaches it: paused, ended, the time where the file stops. */
  const endedAt = (seconds: number) =>
    act(() => {
      paused = true;
      ended = true;
      time = seconds;
      fireEvent.ended(video);
    });
  return { user, video, play, playedTo, endedAt, currentTime: () => time };
}

const lines = () => screen.queryAllByRole('button', { name: /^On screen/ });
const marked = () => lines().filter((line) => line.getAttribute('aria-current') === 'time');

describe("the viewer's transcript follows the video (issue 44)", () => {
  it('is plain text without the times of its paragraphs, as without script', async () => {
    await renderTranscript();
    expect(lines()).toEqual([]);
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.getByText('On screen: Activity').closest('button')).toBeNull();
  });

  it('makes each paragraph a caption says a button named by its words, under a hint', async () => {
    await renderTranscript(TIMES);
    expect(screen.getByText(HINT)).toBeVisible();
    expect(lines().map((line) => line.textContent)).toEqual([
      'On screen: Activity',
      'On screen: Demo clip',
    ]);
    // What is only shown is no button: there is nowhere in the video to play it from.
    const shown = screen.getByText(TRANSCRIPT[0]!);
    expect(shown.closest('button')).toBeNull();
    // Nothing is marked before the video has started.
    expect(marked()).toEqual([]);
  });

  it('marks the paragraph being said as the video plays, without moving focus', async () => {
    const { user, playedTo } = await renderTranscript(TIMES);
    await user.tab();
    const focused = document.activeElement;
    playedTo(0.4);
    expect(marked().map((line) => line.textContent)).toEqual(['On screen: Activity']);
    playedTo(2.2);
    expect(marked().map((line) => line.textContent)).toEqual(['On screen: Demo clip']);
    playedTo(4);
    expect(marked()).toEqual([]);
    expect(document.activeElement).toBe(focused);
  });

  it('marks nothing once the video has ended, though a last caption runs a little past it', async () => {
    const { playedTo, endedAt } = await renderTranscript(TIMES);
    playedTo(3.9);
    expect(marked().map((line) => line.textContent)).toEqual(['On screen: Demo clip']);
    // The file stops at 3.98 s; its last caption was written to end at 4.
    endedAt(3.98);
    expect(marked()).toEqual([]);
  });

  it('plays the video from a paragraph chosen by keyboard (Enter or Space), focus staying on it', async () => {
    const { user, play, currentTime } = await renderTranscript(TIMES);
    const second = within(document.body).getByRole('button', { name: 'On screen: Demo clip' });
    // Tab from the summary: the first line, then the second.
    await user.tab();
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentTime()).toBe(1.5);
    expect(play).toHaveBeenCalledTimes(1);
    expect(second).toHaveFocus();
    expect(marked()).toEqual([second]);
    // Space too, as the Keyboard help says: Shift+Tab to the first line, Space.
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(currentTime()).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
    expect(marked().map((line) => line.textContent)).toEqual(['On screen: Activity']);
  });

  it("finds the paragraph of a moment: a caption's start is in it, its end is not", () => {
    expect(paragraphSaidAt(TIMES, 0)).toBe(1);
    expect(paragraphSaidAt(TIMES, 1.5)).toBe(2);
    expect(paragraphSaidAt(TIMES, 4)).toBe(-1);
  });
});
