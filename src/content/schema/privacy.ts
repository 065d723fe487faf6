/**
 * What `content/<language>/privacy.yaml` must hold: the privacy notice (/privacy), one group per
 * thing the notice must say (docs/spec/product.md §2.14), so that none can be left out. Each of
 * its paragraphs is a statement naming the claim that makes it true (src/content/privacyClaims.ts;
 * that every claim is named, in the same order in every language, is checked by the build:
 * src/build/privacyClaimsCheck.ts). The sentence about how long messages are kept is chosen by
 * the page from the build's RETENTION_DAYS: `keptFor` (with `{days}`) or `keptUntilDeleted`,
 * then `spam` with the days a message caught as spam is kept (src/shared/retention.ts,
 * spamKeptDays).
 */
import { privacyClaimIds } from '../privacyClaims.ts';
import { group, list, oneOf, text } from './check.ts';
import { datedSentence, emailAddress, internalLink, phoneNumber } from './fields.ts';
import { givenLater } from './standIns.ts';

const statement = group({ claim: oneOf(privacyClaimIds), text: text() });
const section = group({ heading: text(), statements: list(statement) });

export const privacy = {
  heading: text(),
  intro: text(),
  collected: section,
  purpose: section,
  readers: section,
  storage: section,
  retention: group({
    heading: text(),
    keptFor: text({ placeholders: ['days'] }),
    keptUntilDeleted: text(),
    /** Said after the sentence above, with the days a spam message is kept (spamKeptDays). */
    spam: text({ placeholders: ['days'] }),
    statements: list(statement),
  }),
  sharing: section,
  rights: section,
  children: section,
  /** The companies that keep the computers the messages are on, listed after `processors`. */
  processors: list(group({ does: text(), name: givenLater(text()) })),
  /** Who answers a complaint about personal data, listed after `grievance-contact`. */
  grievance: group({
    who: givenLater(text()),
    email: givenLater(emailAddress()),
    phone: givenLater(phoneNumber()),
    address: givenLater(text()),
  }),
  lastUpdated: datedSentence(),
  /** Said on the contact form, before its fields (and on the pages the service answers with). */
  beforeTheForm: group({ text: text(), link: internalLink() }),
};
