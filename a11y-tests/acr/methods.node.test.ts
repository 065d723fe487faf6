/**
 * The report's evaluation methods (`evaluationMethods` in report.ts), said from the runs: the
 * method and its sample, the engines and what they left undecided or excluded, the screen reader,
 * the second engine.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/testing/browser/site';
import { exclusions } from '../audit/exclusions';
import { evidenceFrom } from './evidence';
import { passingAudit, passingTestReport } from './fixtureEvidence';
import { evaluationMethods } from './report';
import { readVerdicts } from './verdicts';

const verdicts = readVerdicts();

describe("the report's evaluation methods, from the runs", () => {
  it('names its method, WCAG-EM, with its scope, its sample by address, the technologies and the engines relied on', () => {
    const audit = passingAudit(verdicts);
    const [scan] = audit.scans;
    audit.scans.push({ ...scan!, kind: 'state', name: 'Mobile menu', path: '/about' });
    const tests = passingTestReport(verdicts, projectRoot);
    const firefoxTest = { ancestorTitles: ['every page'], title: '/', status: 'passed' };
    tests.testResults.push({
      name: path.join(projectRoot, 'a11y-tests/firefoxAxe.browser.test.ts'),
      assertionResults: [firefoxTest, { ...firefoxTest, title: '/hi' }],
    } as (typeof tests.testResults)[number]);
    audit.orca.push({ ...audit.orca[0]!, journey: 'menu', browser: 'firefox' });
    const methods = evaluationMethods(evidenceFrom(audit, tests, projectRoot)).split('\n\n');
    expect(methods.find((line) => line.startsWith('Second engine:'))).toMatch(
      /^Second engine: 2 tests in Debian's Firefox ESR, .*\(a11y-tests\/firefoxAxe\.browser\.test\.ts\)/,
    );
    expect(methods.find((line) => line.startsWith('Screen reader:'))).toContain(
      'and with Firefox ESR',
    );
    const [method] = methods;
    expect(method).toMatch(
      /^Method: W3C's Website Accessibility Conformance Evaluation Methodology \(WCAG-EM\) 1\.0\./,
    );
    expect(method).toContain("the owner's own signed-in page for reading enquiries");
    // Never its name or address: no public page names the owner's inbox (inboxSeparate).
    expect(method).not.toMatch(/inbox/i);
    expect(method).toContain('Pages: /contact. States: Mobile menu (/about).');
    expect(method).toContain('Technologies relied upon: HTML, CSS, WAI-ARIA, JavaScript');
  });

  it('names what the engines left undecided, the pages Lighthouse did not score, and every excluded finding', () => {
    const audit = passingAudit(verdicts);
    const [scan] = audit.scans;
    const node = { target: 'h1', html: '<h1>', failureSummary: '' };
    const undecided = { id: 'color-contrast', impact: null, help: '', helpUrl: '', tags: [] };
    audit.scans = [1, 2].map((each) => ({
      ...scan!,
      slug: `home-${each}`,
      axe: { ...scan!.axe!, incomplete: [{ ...undecided, nodes: [node, node] }] },
    }));
    const route = { url: '', lighthouseVersion: '12', failed: [], manual: [], passed: 1 };
    audit.lighthouse = [
      { ...route, path: '/', score: 100, notApplicable: 0, error: null },
      {
        ...route,
        path: '/nope',
        score: null,
        notApplicable: 0,
        error: 'ERRORED_DOCUMENT_REQUEST (404)',
      },
    ];
    const methods = evaluationMethods(
      evidenceFrom(
        { ...audit, commit: '0123456789ab' },
        passingTestReport(verdicts, projectRoot),
        projectRoot,
      ),
    );
    // The commit the audit ran at, which may be older than the report's own.
    expect(methods).toMatch(/run by `npm run audit` on \S+ at commit 0123456789ab over /);
    expect(methods).toContain(
      'accessibility category on 1 route; it does not score a page served with an error status, so not /nope (ERRORED_DOCUMENT_REQUEST)',
    );
    expect(methods).toContain(
      '("needs review"), which no level rests on: color-contrast, 4 elements in 2 scans.',
    );
    for (const exclusion of exclusions)
      expect(methods).toContain(`${exclusion.rule}: ${exclusion.reason}`);
    audit.scans = [scan!];
    expect(
      evaluationMethods(evidenceFrom(audit, passingTestReport(verdicts, projectRoot), projectRoot)),
    ).toContain('axe-core left nothing undecided ("needs review").');
  });
});
