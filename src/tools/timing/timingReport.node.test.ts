import { describe, expect, it } from 'vitest';
import { kindOf, timingReport, type AuditReport, type TestReport } from './timingReport';

const tests: TestReport = {
  testResults: [
    {
      name: '/repo/a11y-tests/reflow.browser.test.ts',
      startTime: 0,
      endTime: 90_000,
      assertionResults: [1, 2],
    },
    { name: '/repo/src/a.jsdom.test.tsx', startTime: 1_000, endTime: 3_000, assertionResults: [1] },
    { name: '/repo/src/b.node.test.ts', startTime: 3_000, endTime: 10_000, assertionResults: [] },
  ],
};
const audit: AuditReport = {
  seconds: 600,
  timing: { build: 0, scans: 400, lighthouse: 150, orca: 520 },
  scans: [
    { slug: 'home-1280', seconds: { page: 2, axe: 1, alfa: 3, equalAccess: 1, screenshot: 1 } },
    { slug: 'home-320', seconds: { page: 1, axe: 1, alfa: 1, equalAccess: 1, screenshot: 1 } },
  ],
  lighthouse: [
    { path: '/', seconds: 9.5 },
    { path: '/about', seconds: 8 },
  ],
  orca: [
    { name: 'home', language: 'en', seconds: 100 },
    { name: 'menu', language: 'en', seconds: 60 },
    { name: 'hi-home', language: 'hi', seconds: 110 },
    { name: 'firefox-home', language: 'en', browser: 'firefox', seconds: 90 },
  ],
};

describe('timingReport', () => {
  const report = timingReport({
    steps: 'npm ci\t80\t1.50\n  npm run lint\t50\t2.10\nnpm test\t900\t2.30\n',
    tests,
    audit,
    root: '/repo',
    machine: '2 cores',
  });

  it('gives each step its time and the load at its end', () => {
    expect(report).toContain('| npm ci | 80 | 1.50 |');
    expect(report).toContain('| npm test | 900 | 2.30 |');
  });

  it('gives the test run its length, each kind of file its time, and the slowest files first', () => {
    expect(report).toContain('last one’s end: 90 s, 3 files');
    expect(report).toContain('| `.browser.test` | 1 | 90 |');
    expect(report.indexOf('reflow.browser')).toBeLessThan(report.indexOf('b.node.test'));
    expect(report).toContain('| `a11y-tests/reflow.browser.test.ts` | 2 | 90 |');
  });

  it("gives the audit's parts, the scans' parts, Lighthouse and each lane's journeys", () => {
    expect(report).toContain('| Lighthouse, every route | 150 |');
    expect(report).toContain('| alfa | 4 |');
    expect(report).toContain('| home-1280 | 8 |');
    expect(report).toContain('Lighthouse: 2 runs, 17.5 s.');
    expect(report).toContain('| en, chromium | 2 | 160 |');
    expect(report).toContain('| en, firefox | 1 | 90 |');
  });

  it('says what is missing rather than failing', () => {
    const empty = timingReport({ steps: '', root: '/repo', machine: '2 cores' });
    expect(empty).toContain('No test report');
    expect(empty).toContain('No audit results');
  });
});

describe('kindOf', () => {
  it('reads the kind of a test file from its name', () => {
    expect(kindOf('src/x/Y.jsdom-mocks.test.tsx')).toBe('jsdom-mocks');
    expect(kindOf('a11y-tests/languages.node-built.test.ts')).toBe('node-built');
  });
});
