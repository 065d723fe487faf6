import { type RefObject, useEffect, useSyncExternalStore } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { LightboxLabels, VideoTrack } from './types';
import styles from './Lightbox.module.css';
import playerStyles from '../PlayerControls/PlayerControls.module.css';
import { Words } from '../Words/Words';

/**
 * The captions of the videos, chosen once for the visit: `off`, or a language (`en`, `hi`);
 * none chosen yet means the first captions track (the page's language). Kept in
 * `sessionStorage`, like the audio description (./audioDescription.ts).
 */
const KEY = 'saathi.captions';
const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

function write(choice: string) {
  memory = choice;
  try {
    sessionStorage.setItem(KEY, choice);
  } catch {
    // Storage refused (a privacy mode): the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const OFF = 'off';

const captionsOf = (video: HTMLVideoElement) =>
  Array.from(video.textTracks).filter((track) => track.kind === 'captions');

/** Shows the chosen captions of a player and hides the others (`off`: none). */
function applyChoice(video: HTMLVideoElement, choice: string) {
  for (const track of captionsOf(video)) {
    track.mode = choice !== OFF && track.language === choice ? 'showing' : 'disabled';
  }
}

/**
 * What to do when a player's tracks change, from the languages now showing: `keep` (they are
 * the choice), `reapply` (the browser's own pick as the tracks load, which may show a second
 * track beside the chosen one), or the language the visitor picked in the player's own menu
 * (focus in the player, at most one track showing) to keep as the visit's choice.
 */
export function followTracks(
  showing: readonly string[],
  choice: string,
  focusInPlayer: boolean,
): 'keep' | 'reapply' | string {
  const now = showing.length === 0 ? OFF : showing.length === 1 ? showing[0] : undefined;
  if (now === choice) return 'keep';
  return focusInPlayer && now !== undefined ? now : 'reapply';
}

/**
 * The captions to show for a video with these tracks: the visit's choice when the video has it,
 * else the first track (the page's language). The player marks that track `default`, so the
 * browser's own choice at load agrees with it.
 */
export function useCaptionsChoice(tracks: readonly VideoTrack[]): string | undefined {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const languages = tracks.map((track) => track.srcLang);
  return stored === OFF || (stored && languages.includes(stored)) ? stored : languages[0];
}

interface CaptionsChoiceProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The video's captions tracks, in the order of its `<track>` elements. */
  tracks: readonly VideoTrack[];
  /** `useCaptionsChoice(tracks)`, read by the player too. */
  choice: string;
  labels: LightboxLabels;
}

/**
 * "Captions: Off, English, हिंदी": radio buttons beside the player (react-aria's RadioGroup), so
 * the keyboard turns captions off and on and picks their language without the player's own
 * menu, which Tab does not enter (useKeyboard.ts). Each language's name is in that language
 * (its option's `lang`), so a screen reader says it in the right voice. The choice holds for every video
 * of the visit; a choice made in the player's own menu (with a mouse) is shown here too.
 */
export function CaptionsChoice({ videoRef, tracks, choice, labels }: CaptionsChoiceProps) {
  // The player's tracks, by address: when they are swapped (the described version's own
  // captions for the video's), the choice is applied to the new ones, not left to a browser's
  // reading of their `default` mark as it loads the other version.
  const trackFiles = tracks.map((track) => track.src).join(' ');
  useEffect(() => {
    const video = videoRef.current;
    // jsdom's players have no text tracks to show or hide.
    if (!video?.textTracks || typeof video.textTracks.addEventListener !== 'function') return;
    applyChoice(video, choice);
    // The player's own menu (a mouse; focus is then in the player) changes the tracks: follow
    // it. Any other change is the browser's own pick as the tracks load (Chromium shows the
    // one in the system's language): the visit's choice is put back.
    const list = video.textTracks;
    const follow = () => {
      const showing = captionsOf(video)
        .filter((track) => track.mode === 'showing')
        .map((track) => track.language);
      const next = followTracks(showing, choice, document.activeElement === video);
      if (next === 'reapply') applyChoice(video, choice);
      else if (next !== 'keep') write(next);
    };
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [videoRef, choice, trackFiles]);

  if (tracks.length === 0) return null;
  return (
    <RadioGroup
      className={`${playerStyles.choice} ${styles.captionsChoice}`}
      value={choice}
      onChange={write}
      orientation="horizontal"
    >
      <Label className={playerStyles.choiceLabel}>
        <Words>{labels.captions}</Words>
      </Label>
      <Radio value={OFF} className={playerStyles.option}>
        <Words>{labels.captionsOff}</Words>
      </Radio>
      {tracks.map((track) => (
        // The language on the whole option, not only its words: the radio's name is said in
        // the radio's own language, and its words are its label's.
        <Radio
          key={track.srcLang}
          value={track.srcLang}
          lang={track.srcLang}
          className={playerStyles.option}
        >
          {track.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
