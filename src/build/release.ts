/**
 * The release build, `npm run build -- --release` (docs/spec/contracts.md §1): the site for its
 * public launch, refused while the content still holds a detail only the founder can give (a
 * stand-in such as "[Founder's name]" or "+91 00000 00000", or an example address such as
 * "hello@example.org"; src/content/schema/standIns.ts). The refusal names each one, where it is,
 * in one list. A build without `--release` (the demo: `npm start`, the tests) keeps working, and
 * `npm start` says in one line that it serves a demo (src/build/start.ts).
 */
import { languageFolders, readLanguageFiles } from '../content/load/readContent';
import { GLOSSARY_FILE } from '../content/schema/glossary';
import { placeholdersIn, type StandIn } from '../content/schema/standIns';
import { projectRoot } from './paths';

/** The option of `npm run build` that asks for a release. */
export const RELEASE_OPTION = '--release';

/** A release asked for while the content holds placeholders: its message lists each one. */
export class ReleaseRefused extends Error {}

/**
 * Every placeholder of the content, in every language, in file and line order. The glossary is
 * left out: it names words, and its examples are not shown as details of the organisation.
 */
export function placeholdersOfTheSite(root = projectRoot): StandIn[] {
  return languageFolders(root).flatMap((folder) =>
    Object.entries(readLanguageFiles(folder, root))
      .filter(([file]) => file !== GLOSSARY_FILE)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([file, source]) => placeholdersIn(`content/${folder}/${file}`, source)),
  );
}

/** Stops a release while the content holds placeholders, naming each; else does nothing. */
export function checkReleaseReady(root = projectRoot): void {
  const placeholders = placeholdersOfTheSite(root);
  if (placeholders.length === 0) return;
  const lines = placeholders.map(
    ({ file, line, field, value }) => `  ${file}, line ${line}, ${field}: "${value}"`,
  );
  throw new ReleaseRefused(
    [
      `The release build stops: ${placeholders.length} details of the content are still placeholders. Replace each with the real one (docs/content-editing.md, "Before launch"):`,
      ...lines,
    ].join('\n'),
  );
}

/** What `npm start` says, in one line, when the site it serves still holds placeholders. */
export function demoSiteLine(root = projectRoot): string | undefined {
  const count = placeholdersOfTheSite(root).length;
  if (count === 0) return undefined;
  return `This is a demo site: ${count} details of the content are still placeholders, which \`npm run build -- --release\` lists and refuses.`;
}
