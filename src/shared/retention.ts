/**
 * How long the contact service keeps an enquiry: a number of days, or null, kept until the owner
 * deletes it. It is a setting of the build, `RETENTION_DAYS`, read in one place
 * (src/build/retentionSetting.ts): the build writes the privacy notice's sentence about it into
 * the pages and the value into dist/.server/ (src/shared/builtSite.ts, `PRIVACY_NOTICE_FILE`),
 * and the service keeps enquiries for what that file says (src/server/privacyNotice.ts), so the
 * notice is never wrong (docs/decisions.md, "The privacy notice says what the service does").
 * Pure, and no import: vite.config.ts loads it.
 */

/** The shortest and the longest retention there may be, in days. */
export const RETENTION_LIMITS = { min: 1, max: 36_500 } as const;

/**
 * How long a message the form caught as spam (its hidden bot trap was filled) is kept, in days,
 * whatever the retention: long enough for the owner to look for a person caught by mistake
 * (`npm run enquiries -- --include-spam`), no longer.
 */
export const SPAM_KEPT_DAYS = 30;

/** The days a spam message is kept for, with the retention `days`: the shorter of the two. */
export function spamKeptDays(days: RetentionDays): number {
  return days === null ? SPAM_KEPT_DAYS : Math.min(SPAM_KEPT_DAYS, days);
}

/** What the notice and the service agree on: days, or null for "kept until deleted". */
export type RetentionDays = number | null;

/** Whether `value` is a retention: null, or a whole number of days within {@link RETENTION_LIMITS}. */
export function isRetentionDays(value: unknown): value is RetentionDays {
  const { min, max } = RETENTION_LIMITS;
  return (
    value === null || (Number.isInteger(value) && Number(value) >= min && Number(value) <= max)
  );
}

/**
 * The retention a privacy-notice file records (`{ "retentionDays": 365 }`, or `null`), or
 * undefined when the text is not such a file.
 */
export function recordedRetention(text: string): RetentionDays | undefined {
  let recorded: unknown;
  try {
    recorded = (JSON.parse(text) as { retentionDays?: unknown } | null)?.retentionDays;
  } catch {
    return undefined;
  }
  return isRetentionDays(recorded) ? recorded : undefined;
}
