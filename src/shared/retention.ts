/**
 * `RETENTION_DAYS`: how many days the contact service keeps an enquiry (unset: until the owner
 * deletes it). Read here, the same way, by the service (src/server/config.ts) and by the build
 * (vite.config.ts), which writes the privacy notice's sentence about it into the page and the
 * value it used into dist/.server/ (src/shared/builtSite.ts, {@link PRIVACY_NOTICE_FILE}); the
 * service refuses to start with another value, so the notice is never wrong (docs/decisions.md,
 * "The privacy notice says what the service does").
 */

/** The variable's name. */
export const RETENTION_VARIABLE = 'RETENTION_DAYS';

/** The shortest and the longest retention the service takes, in days. */
export const RETENTION_LIMITS = { min: 1, max: 36_500 } as const;

/** What the notice and the service agree on: days, or null for "kept until deleted". */
export type RetentionDays = number | null;

/**
 * The setting's value: a whole number of days from {@link RETENTION_LIMITS}, or null when unset
 * or empty. Anything else throws an Error whose message is one sentence naming the variable.
 */
export function parseRetentionDays(raw: string | undefined): RetentionDays {
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  const { min, max } = RETENTION_LIMITS;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${RETENTION_VARIABLE} must be a whole number from ${min} to ${max}; it is "${raw}".`,
    );
  }
  return value;
}
