/**
 * A time or a length as people say it and as a player shows it: one home for both, used by the
 * content (a video's length, heard on its thumbnail) and by the player (its time slider).
 */

const units = [
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * Each language's formatter of each unit, made once: a player says its time again at every
 * change of it, and making a formatter loads the engine's locale data.
 */
const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(lang: string, unit: (typeof units)[number][0]): Intl.NumberFormat {
  const key = `${lang} ${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' });
    formats.set(key, format);
  }
  return format;
}

/**
 * "4 seconds", "1 minute 35 seconds", "2 minutes" ("1 मिनट 35 सेकंड" in Hindi), in the
 * language `lang`: Intl's own unit names, so each language's plural and words, never "0:04"
 * read as a time of day. Whole seconds, rounded down, as a clock counts them.
 */
export function timeInWords(seconds: number, lang: string): string {
  let rest = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(unitFormat(lang, unit).format(count));
    }
  }
  return parts.join(' ');
}

/** "0:04", "1:35", as a player shows a time; for the eye only (the ear gets `timeInWords`). */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
