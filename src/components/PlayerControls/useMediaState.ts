import { type RefObject, useCallback, useRef, useSyncExternalStore } from 'react';

/** What the controls show of a video: read from the element, never kept beside it. */
export interface MediaState {
  readonly paused: boolean;
  readonly currentTime: number;
  /** NaN until the video's metadata has loaded. */
  readonly duration: number;
  readonly muted: boolean;
  /** 0 to 1. */
  readonly volume: number;
  readonly playbackRate: number;
}

const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'durationchange',
  'loadedmetadata',
  'emptied',
  'volumechange',
  'ratechange',
] as const;

const BEFORE_LOAD: MediaState = {
  paused: true,
  currentTime: 0,
  duration: Number.NaN,
  muted: false,
  volume: 1,
  playbackRate: 1,
};

function read(video: HTMLVideoElement): MediaState {
  return {
    paused: video.paused,
    currentTime: video.currentTime,
    duration: video.duration,
    muted: video.muted,
    volume: video.volume,
    playbackRate: video.playbackRate,
  };
}

const same = (a: MediaState, b: MediaState) =>
  (Object.keys(a) as (keyof MediaState)[]).every((key) => Object.is(a[key], b[key]));

/**
 * The video's state, kept current by its own media events (play, timeupdate, volumechange …):
 * the element is the one source of truth, so the browser's media keys, a headset button or the
 * end of the video show in the controls as a press on them does.
 */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const last = useRef(BEFORE_LOAD);
  const subscribe = useCallback(
    (changed: () => void) => {
      const video = videoRef.current;
      if (!video) return () => {};
      for (const type of EVENTS) video.addEventListener(type, changed);
      return () => {
        for (const type of EVENTS) video.removeEventListener(type, changed);
      };
    },
    [videoRef],
  );
  const snapshot = useCallback(() => {
    const video = videoRef.current;
    const now = video ? read(video) : BEFORE_LOAD;
    // The same object while nothing changed: useSyncExternalStore compares by identity.
    if (!same(now, last.current)) last.current = now;
    return last.current;
  }, [videoRef]);
  return useSyncExternalStore(subscribe, snapshot, () => BEFORE_LOAD);
}

/**
 * `play()` returns a promise that rejects when the browser refuses (autoplay policy, missing
 * source). The refusal is expected and harmless: the Play button still says Play, because the
 * video never fired `play`, so it is swallowed rather than left as an unhandled rejection.
 */
export function safePlay(video: HTMLVideoElement) {
  try {
    const result = video.play() as Promise<void> | undefined;
    result?.catch(() => {});
  } catch {
    // Old engines throw synchronously instead; same reasoning.
  }
}

/** Plays a paused video and pauses a playing one: the Play button, and a click on the picture. */
export function togglePlay(video: HTMLVideoElement) {
  if (video.paused) safePlay(video);
  else video.pause();
}
