/**
 * What `content/<language>/privacy.yaml` must hold: the privacy notice (/privacy), one group per
 * thing the notice must say (docs/spec/product.md §2.14), so that none can be left out. The
 * sentence about how long messages are kept is chosen by the page from the build's
 * RETENTION_DAYS: `keptFor` (with `{days}`) or `keptUntilDeleted`, then `spam` with the days a
 * message caught as spam is kept (src/shared/retention.ts, spamKeptDays).
 */
import { group, list, text } from './check.ts';
import { datedSentence, internalLink } from './fields.ts';

const section = group({ heading: text(), paragraphs: list(text()) });

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
    paragraphs: list(text()),
  }),
  sharing: section,
  rights: section,
  children: section,
  lastUpdated: datedSentence(),
  /** Said on the contact form, before its fields (and on the pages the service answers with). */
  beforeTheForm: group({ text: text(), link: internalLink() }),
};
