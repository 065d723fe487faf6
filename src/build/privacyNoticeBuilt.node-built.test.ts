/**
 * The privacy notice `npm run build` wrote (dist/privacy/index.html and every language's) says how
 * long enquiries are kept exactly as the RETENTION_DAYS the build recorded for the service
 * (dist/.server/privacy-notice.json), which the service checks against its own as it starts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { checkedContent, readSettings } from '../content/load/readContent';
import { distDir } from './paths';

const languages = readSettings().languages.map((language, index) => ({
  folder: language.folder,
  file: index === 0 ? 'privacy/index.html' : `${language.folder}/privacy/index.html`,
  words: checkedContent(undefined, language.folder).privacy.retention,
}));

describe.each(languages)('the built privacy notice, $file', ({ file, words }) => {
  it('says the retention the build recorded for the service', async () => {
    const recorded = JSON.parse(
      await readFile(path.join(distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE), 'utf8'),
    ) as { retentionDays: number | null };
    const html = await readFile(path.join(distDir, file), 'utf8');
    const heading = html.indexOf(`>${words.heading}</h2>`);
    expect(heading).toBeGreaterThan(0);
    const sentence = /<p>([^<]*)<\/p>/.exec(html.slice(heading))?.[1];
    expect(sentence).toBe(
      recorded.retentionDays === null
        ? words.keptUntilDeleted
        : words.keptFor.replaceAll('{days}', String(recorded.retentionDays)),
    );
  });
});
