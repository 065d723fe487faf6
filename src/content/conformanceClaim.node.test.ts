import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withClaim } from './accessibilityStatement';
import { conformanceClaim, wcagShortfalls, type ConformanceStatus } from './conformanceClaim';
import type { ConformanceReport, ConformanceRow } from './conformanceReport';
import { checkedContent, siteLanguages } from './load/readContent';

const json = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

/** A report of two criteria of level A, at these levels. */
function reportWith(levels: Record<string, string>): ConformanceReport {
  const rows = Object.entries(levels).map(([num, level]): ConformanceRow => ({
    num,
    handle: '',
    level,
    remarks: '',
    evaluation: [],
    failed: null,
    stale: null,
    wcagVersions: ['2.0', '2.1', '2.2'],
  }));
  return {
    standards: [
      {
        heading: 'WCAG 2.2 Report',
        label: '',
        chapters: [
          { id: 'success_criteria_level_a', label: '', notes: null, rows },
          {
            id: 'success_criteria_level_aaa',
            label: '',
            notes: null,
            rows: [{ ...rows[0]!, num: '1.2.6', level: 'Does Not Support' }],
          },
        ],
      },
    ],
  } as unknown as ConformanceReport;
}

describe("the statement's conformance claim follows the report (issue 47)", () => {
  it('is written beside the report by `npm run acr`, from the same levels', () => {
    const report = json('./conformanceReport.json') as ConformanceReport | { pending: true };
    const status = json('./conformanceStatus.json') as ConformanceStatus;
    if ('pending' in report) expect(status).toEqual({ pending: true });
    else expect(status).toEqual({ shortfalls: wcagShortfalls(report) });
  });

  it('counts only level A and AA criteria that are neither Supports nor Not Applicable', () => {
    const report = reportWith({
      '1.1.1': 'Supports',
      '2.1.1': 'Partially Supports',
      '1.2.1': 'Not Applicable',
    });
    expect(wcagShortfalls(report)).toEqual(['2.1.1']);
  });

  it('says "fully conforms" with none, "partially conformant" with their numbers, in every language', () => {
    for (const { folder } of siteLanguages().list) {
      const words = checkedContent(undefined, folder).accessibility.claim;
      expect(conformanceClaim({ shortfalls: [] }, words)).toEqual({
        paragraph: words.fully,
        limitations: [],
      });
      const partly = conformanceClaim({ shortfalls: ['2.1.1', '1.4.3'] }, words);
      expect(partly.paragraph).toBe(words.partially.replace('{criteria}', '2.1.1, 1.4.3'));
      expect(partly.limitations).toEqual(
        ['2.1.1', '1.4.3'].map((num) => words.shortfall.replace('{num}', num)),
      );
      expect(conformanceClaim({ pending: true }, words).paragraph).toBe(words.pending);
    }
  });

  it('changes the statement when a row is forced to Partially Supports', () => {
    const words = checkedContent(undefined, 'en').accessibility;
    const sections = words.sections;
    const met = withClaim(sections, {
      shortfalls: wcagShortfalls(reportWith({ '2.1.1': 'Supports' })),
    });
    const forced = withClaim(sections, {
      shortfalls: wcagShortfalls(reportWith({ '2.1.1': 'Partially Supports' })),
    });
    const claimOf = (all: typeof met) =>
      all.find((section) => section.heading === words.claim.heading);
    const limitsOf = (all: typeof met) => all.find((section) => section.limitations)?.list ?? [];
    expect(claimOf(met)?.paragraphs).toEqual([words.claim.fully]);
    expect(claimOf(forced)?.paragraphs).toEqual([
      words.claim.partially.replace('{criteria}', '2.1.1'),
    ]);
    expect(limitsOf(forced)[0]).toBe(words.claim.shortfall.replace('{num}', '2.1.1'));
    expect(limitsOf(forced).slice(1)).toEqual(limitsOf(met));
    // Second, after the standard it is measured against.
    expect(met.indexOf(claimOf(met)!)).toBe(1);
  });
});
