/**
 * Every default of the video player, in one object: its words (from the content, `player:` of
 * `content/<language>/site.yaml`) and the numbers of its keys and choices.
 */
import { locale, playerWords } from '../../content/site';

/** The words of the player's controls, in the page's language. */
export interface PlayerLabels {
  readonly play: string;
  readonly pause: string;
  readonly time: string;
  /** "{current} of {duration}", both times in words. */
  readonly timeOf: string;
  readonly mute: string;
  readonly volume: string;
  /** "{n} percent". */
  readonly percent: string;
  readonly speed: string;
  /** The video's own speed, 1, seen and heard ("Normal"); the others are numbers ("1.5"). */
  readonly normalSpeed: string;
  readonly fullScreen: string;
  /** The "Keyboard" help under the controls: its name and its lines. */
  readonly keyboard: string;
  readonly keys: readonly string[];
}

export const playerDefaults = {
  labels: playerWords satisfies PlayerLabels as PlayerLabels,
  /** The page's language, for the times and numbers said in words. */
  language: locale.lang,
  /** Left, Right, Up and Down on the time slider, in seconds. */
  seekSeconds: 5,
  /** Page Up and Page Down on the time slider, in seconds. */
  pageSeconds: 30,
  /** One step of the volume slider, in percent (its arrows; Page Up and Down are 10 %). */
  volumeStep: 5,
  /** The speeds offered, 1 being the video's own. */
  speeds: [0.75, 1, 1.25, 1.5, 2],
} as const;
