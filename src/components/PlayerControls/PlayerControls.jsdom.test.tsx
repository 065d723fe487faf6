import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerWords as words } from '../../content/site';
import { PlayerControls } from './PlayerControls';

/** A figure with a video and its controls, as the viewer's video slide has them. */
function Player() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  return (
    <figure ref={boxRef}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video ref={videoRef} aria-label="Classroom Clip" />
      <PlayerControls videoRef={videoRef} boxRef={boxRef} />
    </figure>
  );
}

/** jsdom plays nothing: play() and pause() change `paused` and fire their events, as a browser does. */
function renderPlayer({ duration = 190 } = {}) {
  const view = render(<Player />);
  const video = view.container.querySelector('video')!;
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  vi.spyOn(video, 'play').mockImplementation(() => {
    paused = false;
    fireEvent.play(video);
    return Promise.resolve();
  });
  vi.spyOn(video, 'pause').mockImplementation(() => {
    paused = true;
    fireEvent.pause(video);
  });
  fireEvent.durationChange(video);
  return { ...view, video };
}

const slider = (name: string) => screen.getByRole('slider', { name });

describe('PlayerControls: the video player, by keyboard and by ear (issue 44)', () => {
  let fullscreenEnabled: PropertyDescriptor | undefined;
  beforeEach(() => {
    fullscreenEnabled = Object.getOwnPropertyDescriptor(document, 'fullscreenEnabled');
  });
  afterEach(() => {
    if (fullscreenEnabled) Object.defineProperty(document, 'fullscreenEnabled', fullscreenEnabled);
    else delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    vi.restoreAllMocks();
  });

  it('puts every control in one Tab order, starting at Play, each named in words', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    renderPlayer();
    const user = userEvent.setup();
    // The chosen speed is the speed's one stop (a radio group), as the captions choice.
    const stops = [
      words.play,
      words.time,
      words.mute,
      words.volume,
      'Normal',
      words.fullScreen,
      words.keyboard,
    ];
    for (const name of stops) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
    expect(screen.getByRole('button', { name: words.mute })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('plays and pauses from one button whose name says what it will do', async () => {
    const { video } = renderPlayer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.play).toHaveBeenCalledTimes(1);
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveFocus();
    await user.keyboard(' ');
    expect(video.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('says the time in words, and seeks 5 s on the arrows, 30 s on Page Up and Down, to the ends on Home and End', () => {
    const { video } = renderPlayer();
    const time = slider('Time');
    act(() => time.focus());
    const press = (key: string) => {
      fireEvent.keyDown(time, { key });
      fireEvent.timeUpdate(video);
    };
    expect(time).toHaveAttribute('aria-valuetext', '0 seconds of 3 minutes 10 seconds');
    press('ArrowRight');
    expect(video.currentTime).toBe(5);
    press('PageUp');
    expect(video.currentTime).toBe(35);
    press('ArrowUp');
    expect(time).toHaveAttribute('aria-valuetext', '40 seconds of 3 minutes 10 seconds');
    press('PageDown');
    press('ArrowLeft');
    expect(video.currentTime).toBe(5);
    press('End');
    expect(video.currentTime).toBe(190);
    expect(time).toHaveAttribute('aria-valuetext', '3 minutes 10 seconds of 3 minutes 10 seconds');
    press('PageUp');
    expect(video.currentTime).toBe(190);
    press('Home');
    expect(video.currentTime).toBe(0);
    press('ArrowLeft');
    expect(video.currentTime).toBe(0);
  });

  it('mutes with a toggle, and says the volume in percent as the arrows change it', async () => {
    const { video } = renderPlayer();
    const user = userEvent.setup();
    const volume = slider('Volume');
    expect(volume).toHaveAttribute('aria-valuetext', '100 percent');
    act(() => volume.focus());
    fireEvent.keyDown(volume, { key: 'ArrowLeft' });
    expect(video.volume).toBeCloseTo(0.95);
    fireEvent.volumeChange(video);
    expect(volume).toHaveAttribute('aria-valuetext', '95 percent');

    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    fireEvent.volumeChange(video);
    expect(video.muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(volume).toHaveAttribute('aria-valuetext', '0 percent');
    // Turning it up again is asking to hear it.
    act(() => volume.focus());
    fireEvent.keyDown(volume, { key: 'ArrowRight' });
    fireEvent.volumeChange(video);
    expect(video.muted).toBe(false);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers five speeds, each seen and heard as a number or "Normal", and keeps the choice for a new source', async () => {
    const { video } = renderPlayer();
    const user = userEvent.setup();
    const speed = screen.getByRole('radiogroup', { name: 'Speed' });
    const radios = within(speed).getAllByRole('radio');
    const names = ['0.75', 'Normal', '1.25', '1.5', '2'];
    expect(radios).toHaveLength(names.length);
    radios.forEach((radio, index) => expect(radio).toHaveAccessibleName(names[index]));
    await user.click(within(speed).getByRole('radio', { name: '1.5' }));
    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
    fireEvent.rateChange(video);
    expect(within(speed).getByRole('radio', { name: '1.5' })).toBeChecked();
  });

  it('puts the whole player full screen, pressed while it is, and leaves the control out where the browser cannot', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const { container } = renderPlayer();
    const figure = container.querySelector('figure')!;
    const request = vi.fn(() => Promise.resolve());
    figure.requestFullscreen = request;
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Full screen' });
    await user.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: figure });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveFocus();
    delete (document as { fullscreenElement?: Element }).fullscreenElement;

    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    render(<Player />);
    expect(screen.getAllByRole('button', { name: 'Full screen' })).toHaveLength(1);
  });

  it('lists its keys under "Keyboard", closed until opened', async () => {
    renderPlayer();
    const summary = screen.getByText(words.keyboard);
    const help = summary.closest('details')!;
    expect(help).not.toHaveAttribute('open');
    await userEvent.setup().click(summary);
    expect(help).toHaveAttribute('open');
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(words.keys);
  });
});
