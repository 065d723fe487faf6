/**
 * The privacy notice's evidence, as the last `npm test` left it (reports/test-results.json): for
 * each claim of src/content/privacyClaims.ts, the English statement, every test it cites and how
 * each ended, and the duties people keep. Written to reports/privacy/claims.md, the table a
 * privacy reviewer reads. A cited test that did not pass, or that the report does not hold, is a
 * problem: the audit fails on it (the build already refused evidence that is not there at all,
 * src/build/privacyClaimsCheck.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedContent } from '../../src/content/load/readContent';
import { DUTIES_HEADING, privacyClaims } from '../../src/content/privacyClaims';
import { statementsInOrder } from '../../src/build/privacyClaimsCheck';
import { resolveTest } from '../acr/decide';
import type { Evidence } from '../acr/evidence';

export interface ClaimEvidence {
  claim: string;
  /** The English statement (the Hindi one names the same claim in the same place). */
  statement: string;
  /** Each piece of evidence in words, with how it ended. */
  evidence: { label: string; result: 'passed' | 'failed' | 'kept by people' }[];
}

/** Every claim with its evidence resolved against `tests`, and the problems (none when all passed). */
export function privacyEvidence(tests: Evidence['tests']): {
  claims: ClaimEvidence[];
  problems: string[];
} {
  // The English statements, in the page's order (the Hindi ones name the same claims).
  const statements = statementsInOrder(checkedContent(undefined, 'en').privacy);
  const problems: string[] = [];
  const claims = statements.map(({ claim, text }): ClaimEvidence => {
    const references: readonly string[] = privacyClaims[claim as keyof typeof privacyClaims];
    const evidence = references.map((reference): ClaimEvidence['evidence'][number] => {
      if (reference.startsWith('duty:')) {
        return {
          label: `docs/deploy.md, "${DUTIES_HEADING}": ${reference}`,
          result: 'kept by people',
        };
      }
      const resolved = resolveTest(reference.slice('test:'.length), reference, tests);
      if (typeof resolved === 'string') {
        problems.push(`Privacy notice, ${claim}: ${resolved}`);
        return { label: reference, result: 'failed' };
      }
      for (const failure of resolved.failures)
        problems.push(`Privacy notice, ${claim}: ${failure}`);
      return { label: resolved.label, result: resolved.failures.length > 0 ? 'failed' : 'passed' };
    });
    return { claim, statement: text, evidence };
  });
  return { claims, problems };
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The table a reviewer reads: one row per piece of evidence, the claim and statement once. */
export function privacyEvidenceMarkdown(claims: ClaimEvidence[], testsDate: string | null): string {
  const rows = claims.flatMap(({ claim, statement, evidence }) =>
    evidence.map(
      ({ label, result }, index) =>
        `| ${index === 0 ? `\`${claim}\`` : ''} | ${index === 0 ? cell(statement) : ''} | ${cell(label)} | ${result} |`,
    ),
  );
  return [
    '# The privacy notice, statement by statement',
    '',
    `Made by \`npm run audit\` from src/content/privacyClaims.ts and the test report of ${testsDate ?? 'the last `npm test`'}; do not edit.`,
    '',
    '| Claim | Statement (English) | Evidence | Result |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Writes the table into `reportDir`/privacy/claims.md; gives the problems. */
export async function writePrivacyEvidence(
  tests: Evidence['tests'],
  reportDir: string,
): Promise<string[]> {
  const { claims, problems } = privacyEvidence(tests);
  const dir = path.join(reportDir, 'privacy');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'claims.md'), privacyEvidenceMarkdown(claims, tests.date));
  return problems;
}
