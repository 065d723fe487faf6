/**
 * The release build refuses placeholders (src/build/release.ts): each is named, where it is; the
 * same content with every one given passes; the demo build and `npm start` keep working.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPlaceholder } from '../content/schema/standIns';
import { copyContentReadyForRelease } from '../testing/server/contentReadyForRelease';
import { BUILD_STAMP } from './buildFreshness';
import { distDir, projectRoot } from './paths';
import { checkReleaseReady, demoSiteLine, placeholdersOfTheSite, ReleaseRefused } from './release';

describe('a placeholder', () => {
  it.each([
    "[Founder's name]",
    '+91 00000 00000',
    'hello@example.org',
    'https://example.org/podcast',
    ' https://www.example.com/a?b=c ',
  ])('is "%s"', (value) => expect(isPlaceholder(value)).toBe(true));

  it.each([
    'Please enter an email address like name@example.com.',
    'hello@saathi.in',
    'https://saathi.in/podcast',
    'https://example.organic.in/',
    '+91 98765 43210',
  ])('is not "%s"', (value) => expect(isPlaceholder(value)).toBe(false));
});

describe('the content today', () => {
  const found = placeholdersOfTheSite();
  const fieldsOf = (file: string) =>
    found.filter((each) => each.file === file).map((each) => each.field);

  it("names the details only the founder can give, in every language's own file", () => {
    for (const folder of ['en', 'hi']) {
      expect(fieldsOf(`content/${folder}/site.yaml`)).toEqual(
        expect.arrayContaining([
          'contact.email',
          'contact.phone',
          'founder.name',
          'organisation.legalName',
          'organisation.registration',
          'organisation.city',
          'channels.videoChannel.href',
          'channels.podcast.href',
        ]),
      );
      // The privacy notice's companies and its grievance contact (the law asks for both).
      expect(fieldsOf(`content/${folder}/privacy.yaml`)).toEqual([
        'processors[0].name',
        'processors[1].name',
        'processors[2].name',
        'grievance.who',
        'grievance.email',
        'grievance.phone',
        'grievance.address',
      ]);
    }
    expect(found.some((each) => each.file.endsWith('glossary.yaml'))).toBe(false);
  });

  it('is refused for a release, each placeholder on a line with its file, line and field', () => {
    expect(() => checkReleaseReady()).toThrow(ReleaseRefused);
    const message = (() => {
      try {
        checkReleaseReady();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const [first, ...lines] = message.split('\n');
    expect(first).toBe(
      `The release build stops: ${found.length} details of the content are still placeholders. Replace each with the real one (docs/content-editing.md, "Before launch"):`,
    );
    const founder = found.find(
      (each) => each.file === 'content/en/site.yaml' && each.field === 'founder.name',
    );
    expect(lines).toContain(
      `  content/en/site.yaml, line ${founder?.line}, founder.name: "[Founder's name]"`,
    );
    expect(lines).toHaveLength(found.length);
    expect(demoSiteLine()).toBe(
      `This is a demo site: ${found.length} details of the content are still placeholders, which \`npm run build -- --release\` lists and refuses.`,
    );
  });
});

describe('the content with every placeholder given', () => {
  let root = '';
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('is ready for a release, and npm start says nothing of a demo', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'release-'));
    await copyContentReadyForRelease(root);
    expect(placeholdersOfTheSite(root)).toEqual([]);
    expect(() => checkReleaseReady(root)).not.toThrow();
    expect(demoSiteLine(root)).toBeUndefined();
  });
});

describe('npm run build -- --release', () => {
  it('stops before building, with the list, and exit code 1; an unknown option too', () => {
    const run = (option: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', option], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'test' },
      });
    // dist/ as it was: the check comes before anything is built or removed.
    const stamp = path.join(distDir, BUILD_STAMP);
    const builtBefore = existsSync(stamp) ? readFileSync(stamp, 'utf8') : undefined;
    const release = run('--release');
    expect(release.status).toBe(1);
    expect(existsSync(stamp) ? readFileSync(stamp, 'utf8') : undefined).toBe(builtBefore);
    expect(release.stderr).toMatch(/^The release build stops: \d+ details/u);
    expect(release.stderr).toContain('content/hi/site.yaml');
    const typo = run('--releas');
    expect(typo.status).toBe(1);
    expect(typo.stderr.trim()).toBe('npm run build takes one option, --release, not --releas.');
  });
});
