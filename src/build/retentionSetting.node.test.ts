/**
 * RETENTION_DAYS is a setting of the build, read from an environment in one place,
 * retentionSetting.ts: the pages, dist/.server/privacy-notice.json and so the service all take
 * the build's decision. A second place that read it (the service, a page, a tool) could decide
 * differently from the privacy notice visitors read; this test fails naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { projectRoot } from './paths';
import { parseRetentionDays, retentionSetting, RetentionSettingError } from './retentionSetting';

/** The one home of the reading. */
const HOME = 'src/build/retentionSetting.ts';
/** This file, whose patterns and planted lines look like readings. */
const SELF = 'src/build/retentionSetting.node.test.ts';

/** Code: every TypeScript and JavaScript file of src/ and a11y-tests/, and the configs at the root. */
const CODE =
  /^(?:(?:src|a11y-tests)\/.*\.(?:tsx?|jsx?|mjs|cjs)|[^/]+\.(?:config\.)?(?:ts|js|mjs|cjs))$/;

/**
 * A read of the variable from an environment: `env.RETENTION_DAYS`, `env['RETENTION_DAYS']`,
 * `env[RETENTION_VARIABLE]` (process.env or any other), or `{ RETENTION_DAYS } = …env`.
 */
const READS = [
  /\benv\s*(?:\?\.|\.)\s*RETENTION_DAYS\b/,
  /\benv\s*(?:\?\.)?\[\s*(?:'RETENTION_DAYS'|"RETENTION_DAYS"|`RETENTION_DAYS`|RETENTION_VARIABLE)\s*\]/,
  /\{[^}]*\bRETENTION_DAYS\b[^}]*\}\s*=\s*[\w.]*env\b/,
];

/** The places in `text` that read RETENTION_DAYS from an environment, as "file:line". */
function readersIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      READS.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [],
    );
}

describe('RETENTION_DAYS', () => {
  it('is read from an environment in retentionSetting.ts and nowhere else', () => {
    const files = repositoryFiles().filter((file) => CODE.test(file) && file !== SELF);
    expect(files).toContain(HOME);
    expect(files).toContain('vite.config.ts');
    const readers = files.flatMap((file) =>
      readersIn(file, readFileSync(path.join(projectRoot, file), 'utf8')),
    );
    expect(readers.filter((reader) => !reader.startsWith(`${HOME}:`))).toEqual([]);
    expect(readers.length).toBeGreaterThan(0);
  });

  it('the check finds each way of reading it, and not a setting written for a child process', () => {
    const planted = [
      'const days = process.env.RETENTION_DAYS;',
      "const days = env['RETENTION_DAYS'];",
      'const days = process.env[RETENTION_VARIABLE];',
      'const { RETENTION_DAYS: days } = process.env;',
    ].join('\n');
    expect(readersIn('planted.ts', planted)).toEqual([
      'planted.ts:1',
      'planted.ts:2',
      'planted.ts:3',
      'planted.ts:4',
    ]);
    expect(readersIn('test.ts', "startWith({ RETENTION_DAYS: '365' }); // RETENTION_DAYS")).toEqual(
      [],
    );
  });

  it('is a whole number of days from 1 to 36,500, or unset (kept until deleted)', () => {
    expect(retentionSetting({ RETENTION_DAYS: '365' })).toBe(365);
    expect(retentionSetting({})).toBeNull();
    expect(retentionSetting({ RETENTION_DAYS: '' })).toBeNull();
    expect(parseRetentionDays('36500')).toBe(36_500);
    for (const wrong of ['0', '36501', '1.5', 'a year', '-3']) {
      expect(() => parseRetentionDays(wrong)).toThrow(RetentionSettingError);
    }
    expect(() => retentionSetting({ RETENTION_DAYS: 'a year' })).toThrow(
      'RETENTION_DAYS must be a whole number from 1 to 36500; it is "a year".',
    );
  });
});
