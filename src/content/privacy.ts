/**
 * The privacy notice (/privacy), from `content/<language>/privacy.yaml`, with the one sentence
 * about how long enquiries are kept chosen from RETENTION_DAYS as the build read it
 * (src/shared/retention.ts; the service refuses to start with another value).
 */
import { words } from './words/privacy';
import { contactDetails } from './site';
import type { RetentionDays } from '../shared/retention';

export const privacyNotice = {
  ...words,
  contactLink: { href: contactDetails.emailHref, label: contactDetails.email },
  /** None while the phone is not given yet (src/content/schema/standIns.ts). */
  phoneLink:
    contactDetails.phone && contactDetails.phoneHref
      ? { href: contactDetails.phoneHref, label: contactDetails.phone }
      : undefined,
};

/** The retention as this build's notice says it (vite.config.ts defines it). */
export const builtRetentionDays: RetentionDays = __RETENTION_DAYS__;

/** The notice's sentence about how long a message is kept, for `days` (null: until deleted). */
export function retentionSentence(days: RetentionDays): string {
  return days === null
    ? words.retention.keptUntilDeleted
    : words.retention.keptFor.replaceAll('{days}', String(days));
}
