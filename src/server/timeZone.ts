/**
 * The owner's time zone (OWNER_TIME_ZONE, India's `Asia/Kolkata` by default): `npm run enquiries`
 * shows times in it, with its name written, and reads a `--since` date or time without an offset
 * in it (2026-11-01 is midnight in India, not 05:30). Through the runtime's own Intl (ICU), no
 * dependency: any IANA name Node knows (`Asia/Kolkata`, `Europe/London`, `UTC`).
 */

/** The variable's name, and the zone when it is unset. */
export const TIME_ZONE_VARIABLE = 'OWNER_TIME_ZONE';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The zone a setting names, or the default; throws an Error of one sentence when Intl knows no such zone. */
export function parseTimeZone(raw: string | undefined): string {
  const name = raw?.trim() || DEFAULT_TIME_ZONE;
  try {
    // Checked by Intl, kept as written: ICU may call Asia/Kolkata by its old name, Asia/Calcutta.
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    throw new Error(
      `${TIME_ZONE_VARIABLE} must name a time zone such as ${DEFAULT_TIME_ZONE} or Europe/London; "${name}" is not one.`,
    );
  }
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and clock time an instant shows in a zone. */
function fieldsIn(instant: number, zone: string): Fields {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far ahead of UTC a zone's clocks are at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const f = fieldsIn(instant, zone);
  const shown = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return shown - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a zone's clocks show this date and time (milliseconds kept). Twice, so that a date
 * next to a change of summer time lands on the right side of it.
 */
export function instantIn(local: Fields & { millisecond?: number }, zone: string): Date {
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond ?? 0,
  );
  const first = asUtc - offsetAt(asUtc, zone);
  return new Date(asUtc - offsetAt(first, zone));
}

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO time (2026-05-10T08:00:00.000Z) as the owner reads it: 2026-05-10 13:30:00 Asia/Kolkata. */
export function timeIn(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const f = fieldsIn(instant, zone);
  return `${f.year}-${two(f.month)}-${two(f.day)} ${two(f.hour)}:${two(f.minute)}:${two(f.second)} ${zone}`;
}
