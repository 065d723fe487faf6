import { fillPlaceholders } from '../../shared/fillPlaceholders';
import { timeInWords } from '../../shared/timeInWords';

/**
 * The time slider's words: "1 minute 4 seconds of 3 minutes 10 seconds" (the content's
 * `player.timeOf`); only the time while the video's length is not known yet.
 */
export function positionInWords(
  current: number,
  duration: number,
  timeOf: string,
  language: string,
): string {
  const now = timeInWords(current, language);
  if (!Number.isFinite(duration) || duration <= 0) return now;
  return fillPlaceholders(timeOf, { current: now, duration: timeInWords(duration, language) });
}
