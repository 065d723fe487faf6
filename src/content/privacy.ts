/**
 * The privacy notice (/privacy), from `content/<language>/privacy.yaml`, with the one sentence
 * about how long enquiries are kept chosen from RETENTION_DAYS as the build read it
 * (src/build/retentionSetting.ts; the service keeps enquiries for the same value).
 */
import { words } from './words/privacy';
import { contactDetails } from './site';
import { fillPlaceholders } from '../shared/fillPlaceholders';
import { spamKeptDays, type RetentionDays } from '../shared/retention';

export const privacyNotice = {
  ...words,
  contactLink: { href: contactDetails.emailHref, label: contactDetails.email },
  /** None while the phone is not given yet (src/content/schema/standIns.ts). */
  phoneLink:
    contactDetails.phone && contactDetails.phoneHref
      ? { href: contactDetails.phoneHref, label: contactDetails.phone }
      : undefined,
};

/** One statement of the notice: a paragraph, and the claim that makes it true. */
export type NoticeStatement = (typeof words.collected.statements)[number];

/** The retention this build decided (`__RETENTION_DAYS__`, src/build/retentionSetting.ts). */
export const builtRetentionDays: RetentionDays = __RETENTION_DAYS__;

/** The notice's sentence about how long a message is kept, for `days` (null: until deleted). */
export function retentionSentence(days: RetentionDays): string {
  return days === null
    ? words.retention.keptUntilDeleted
    : fillPlaceholders(words.retention.keptFor, { days });
}

/** The notice's sentence about how long a message caught as spam is kept, with the retention `days`. */
export function spamSentence(days: RetentionDays): string {
  return fillPlaceholders(words.retention.spam, { days: spamKeptDays(days) });
}
