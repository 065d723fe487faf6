/**
 * The privacy notice's evidence as the audit reads it from a test report (privacyEvidence.ts):
 * every cited test passed, nothing to say; one that failed or is not in the report, a problem
 * naming the claim and the test; the table gives each statement with each piece of evidence.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { privacyClaims } from '../../src/content/privacyClaims';
import { projectRoot } from '../../src/testing/server/service';
import { testEvidenceFrom, type VitestJsonReport } from '../acr/evidence';
import { privacyEvidence, privacyEvidenceMarkdown } from './privacyEvidence';

/** A test report in which every test the claims cite ran, with `status` for the ones `failing`. */
function reportOf(failing: string[] = [], leftOut: string[] = []): VitestJsonReport {
  const byFile = new Map<string, { ancestorTitles: string[]; title: string; status: string }[]>();
  for (const reference of Object.values(privacyClaims).flat()) {
    if (!reference.startsWith('test:')) continue;
    const [file = '', ...titles] = reference.slice('test:'.length).split(' > ');
    if (leftOut.includes(file)) continue;
    // A reference to a describe block or a file: one test under it.
    const full = titles.length === 0 ? ['a test'] : titles;
    const tests = byFile.get(file) ?? [];
    tests.push({
      ancestorTitles: full.slice(0, -1),
      title: full.at(-1)!,
      status: failing.includes(reference) ? 'failed' : 'passed',
    });
    byFile.set(file, tests);
  }
  return {
    startTime: Date.parse('2026-11-29T12:00:00Z'),
    testResults: [...byFile].map(([file, assertionResults]) => ({
      name: path.join(projectRoot, file),
      assertionResults,
    })),
  };
}

const evidenceOf = (report: VitestJsonReport) =>
  privacyEvidence(testEvidenceFrom(report, projectRoot));

describe("the privacy notice's evidence in the audit", () => {
  it('has nothing to say when every cited test passed, and lists every claim', () => {
    const { claims, problems } = evidenceOf(reportOf());
    expect(problems).toEqual([]);
    expect(claims.map(({ claim }) => claim).sort()).toEqual(Object.keys(privacyClaims).sort());
    expect(claims.find(({ claim }) => claim === 'not-sold')?.evidence).toEqual([
      {
        label: 'docs/deploy.md, "What the notice promises, kept by people": duty:not-sold',
        result: 'kept by people',
      },
    ]);
  });

  it('names the claim and the test that failed, or that the report does not hold', () => {
    const [failed = ''] = privacyClaims['email-number-only'];
    const { problems, claims } = evidenceOf(
      reportOf([failed], ['src/server/erasureLedger.node.test.ts']),
    );
    expect(problems).toContain(
      `Privacy notice, email-number-only: test "${failed.slice('test:'.length)}" failed`,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^Privacy notice, deleted-gone: test:src\/server\/erasureLedger\.node\.test\.ts: the test report holds no results for src\/server\/erasureLedger\.node\.test\.ts/,
      ),
    );
    expect(claims.find(({ claim }) => claim === 'email-number-only')?.evidence[0]?.result).toBe(
      'failed',
    );
  });

  it('writes one row per piece of evidence, the statement once', () => {
    const { claims } = evidenceOf(reportOf());
    const markdown = privacyEvidenceMarkdown(claims, '2026-11-29T12:00:00.000Z');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| '));
    expect(rows).toHaveLength(2 + claims.reduce((sum, { evidence }) => sum + evidence.length, 0));
    expect(markdown).toContain(
      '| `kept-fields` | When you send the contact form, we keep what you wrote in it:',
    );
    expect(markdown).toContain('| `retention` | We delete each message for good {days} days');
  });
});
