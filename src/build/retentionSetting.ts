/**
 * `RETENTION_DAYS`, how many days the contact service keeps an enquiry (unset: until the owner
 * deletes it), is a setting of the build, and this is the one place that reads it from an
 * environment (src/build/retentionSetting.node.test.ts fails on another). `npm run build` reads
 * it once (build.ts) and puts that decision into the pages, where the privacy notice says it,
 * and into dist/.server/privacy-notice.json, which the service keeps enquiries by
 * (src/server/privacyNotice.ts). `npm start` builds again when the environment it is started in
 * says another (buildFreshness.ts); vite.config.ts reads it for the dev server and the tests.
 *
 * Loaded by vite.config.ts: its relative imports keep the `.ts` extension (docs/architecture.md).
 */
import { RETENTION_LIMITS, type RetentionDays } from '../shared/retention.ts';

/** The variable's name. */
export const RETENTION_VARIABLE = 'RETENTION_DAYS';

/** A RETENTION_DAYS that is not a retention: its message is one sentence naming the variable. */
export class RetentionSettingError extends Error {}

/**
 * The setting's value: a whole number of days from {@link RETENTION_LIMITS}, or null when unset
 * or empty. Anything else throws a {@link RetentionSettingError}.
 */
export function parseRetentionDays(raw: string | undefined): RetentionDays {
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  const { min, max } = RETENTION_LIMITS;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RetentionSettingError(
      `${RETENTION_VARIABLE} must be a whole number from ${min} to ${max}; it is "${raw}".`,
    );
  }
  return value;
}

/** The retention `env` sets (the process's environment unless another is given). */
export function retentionSetting(
  env: Record<string, string | undefined> = process.env,
): RetentionDays {
  return parseRetentionDays(env[RETENTION_VARIABLE]);
}

/** Vite's `define` that gives the pages' code the retention (`__RETENTION_DAYS__`, src/vite-env.d.ts). */
export function retentionDefine(days: RetentionDays): { __RETENTION_DAYS__: string } {
  return { __RETENTION_DAYS__: JSON.stringify(days) };
}
