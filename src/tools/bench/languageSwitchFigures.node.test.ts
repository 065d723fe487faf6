import { describe, expect, it } from 'vitest';
import {
  checkLanguageSwitchBudgets,
  languageSwitches,
  wordsChunksOf,
  type FetchedScript,
  type LanguageSwitchRun,
} from './languageSwitchFigures';

const manifest = {
  'src/main.tsx': { file: 'assets/index-A1.js' },
  'content/en/site.yaml': { file: 'assets/site-E1.js' },
  'content/hi/site.yaml': { file: 'assets/site-H1.js' },
  'content/hi/urgent-help.yaml': { file: 'assets/urgent-help-H2.js' },
  // A page's code whose name looks like a part's: code all the same.
  'src/pages/HomePage/HomePage.tsx': { file: 'assets/home-C1.js' },
};
const chunks = wordsChunksOf(manifest);

function run(files: [string, number][]): LanguageSwitchRun {
  const fetched: FetchedScript[] = files.map(([file, bytes]) => ({
    file,
    bytes,
    words: chunks.get(file) ?? null,
  }));
  return { from: '/', to: '/hi', language: 'hi', fetched, hydratedMs: 2000 };
}

describe('the language switch', () => {
  it("knows the words chunks by the manifest's content files, not by their names", () => {
    expect(Object.fromEntries(chunks)).toEqual({
      '/assets/site-E1.js': { language: 'en', content: 'site.yaml' },
      '/assets/site-H1.js': { language: 'hi', content: 'site.yaml' },
      '/assets/urgent-help-H2.js': { language: 'hi', content: 'urgent-help.yaml' },
    });
  });

  it("goes from each language's home page to each other's", () => {
    const routes = [
      { url: '/', language: 'en', id: 'home' },
      { url: '/about', language: 'en', id: 'about' },
      { url: '/hi', language: 'hi', id: 'home' },
    ];
    expect(languageSwitches(routes)).toEqual([
      { from: '/', to: '/hi', language: 'hi' },
      { from: '/hi', to: '/', language: 'en' },
    ]);
  });

  it("passes when every run fetched only the second page's words, within 10 KB", () => {
    const checks = checkLanguageSwitchBudgets({
      available: true,
      runs: [
        run([
          ['/assets/site-H1.js', 2000],
          ['/assets/urgent-help-H2.js', 900],
        ]),
      ],
    });
    expect(checks.map((check) => check.pass)).toEqual([true, true]);
    expect(checks[1]!.value).toBe('2.8 KB');
  });

  it('fails, naming them, on code or the other language’s words, and over 10 KB', () => {
    const checks = checkLanguageSwitchBudgets({
      available: true,
      runs: [
        run([['/assets/site-H1.js', 2000]]),
        run([
          ['/assets/index-A1.js', 9000],
          ['/assets/site-E1.js', 2000],
        ]),
      ],
    });
    expect(checks.map((check) => check.pass)).toEqual([false, false]);
    expect(checks[0]!.value).toBe('2 of 2 files not its words: index-A1.js, site-E1.js');
  });

  it('judges nothing when skipped, and fails when the measure failed', () => {
    expect(
      checkLanguageSwitchBudgets({ available: false, reason: 'skipped', skipped: true }),
    ).toEqual([]);
    const [check] = checkLanguageSwitchBudgets({ available: false, reason: 'the measure failed' });
    expect(check).toMatchObject({ pass: false, limit: 'measured' });
  });
});
