/**
 * "4 seconds", "1 minute 35 seconds" ("4 सेकंड" in Hindi): a video's length as it is heard, in
 * the page's language (`Intl`'s own words), never "0:04" read as a time of day. Made when the
 * content is read, at build time (./fields.ts, `video`): a page that made it as it starts would
 * load the engine's locale data, one long task on a cheap phone (docs/performance.md).
 */
export function spokenLength(seconds: number, lang: string): string {
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0
    ? unit(minutes, 'minute')
    : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}
