/**
 * The service's words in every language, read from the content as the build writes them
 * (src/build/serviceWords.ts), for the tests that check what the service answers.
 */
import { serviceWordsFromContent } from '../../build/serviceWords';
import type { ServiceLanguage } from '../../shared/serviceWords';

export const serviceWords = serviceWordsFromContent();

function language(folder: string): ServiceLanguage {
  const found = serviceWords.languages.find((candidate) => candidate.folder === folder);
  if (!found) throw new Error(`content/settings.yaml lists no language ${folder}.`);
  return found;
}

/** The first language (the site's at `/`, and what the service falls back to). */
export const english = language('en');
export const hindi = language('hi');
