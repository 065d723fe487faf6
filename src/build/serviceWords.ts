/**
 * The contact service's words in every language (src/shared/serviceWords.ts), from the checked
 * content: the build writes them into dist/.server/ (src/shared/builtSite.ts), where the service
 * reads them as it starts. `npm run dev` writes them alone first (devServiceFiles.ts), since its
 * service answers before any build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedContent, readSettings } from '../content/load/readContent';
import { SERVICE_WORDS_FILE } from '../shared/builtSite';
import type { ServiceWords } from '../shared/serviceWords';
import { projectRoot, ssrDir } from './paths';

/** Every language of content/settings.yaml, the first first, with the words the service says. */
export function serviceWordsFromContent(root = projectRoot): ServiceWords {
  const { languages } = readSettings(root);
  return {
    languages: languages.map(({ folder }, index) => {
      const content = checkedContent(root, folder);
      return {
        folder,
        lang: content.site.locale.lang,
        prefix: index === 0 ? '' : `/${folder}`,
        problems: content.contactForm.problems,
        service: content.contactService,
      };
    }),
  };
}

/** Writes {@link SERVICE_WORDS_FILE} into `dir` (dist/.server/ by default). */
export async function writeServiceWords(dir = ssrDir, root = projectRoot): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, SERVICE_WORDS_FILE),
    `${JSON.stringify(serviceWordsFromContent(root), null, 2)}\n`,
  );
}
