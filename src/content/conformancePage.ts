/**
 * The conformance report's page (/accessibility/conformance): its own words, from the
 * `conformance:` group of `content/<language>/accessibility.yaml`, and the report it shows
 * (conformanceReport.ts, written by `npm run acr`), which is in English.
 */
import { words } from './words/accessibility';
import { words as siteWords } from './words/site';
import { pathOf } from './routeTable';

export { conformanceReport } from './conformanceReport';

export const conformancePage = {
  ...words.conformance,
  statementLink: { to: pathOf('accessibility'), label: words.conformance.backLink },
  /**
   * `lang` for the report's own words: none on an English page, `en` on a page in another
   * language, so that a screen reader reads them with its English voice.
   */
  reportLang: siteWords.locale.lang.startsWith('en') ? undefined : 'en',
};
