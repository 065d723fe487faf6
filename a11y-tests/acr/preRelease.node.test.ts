/**
 * A report of a pre-release site says so (decide.ts, rule 3; report.ts, `preReleaseLine`): while
 * the content holds placeholders (`placeholdersOfTheSite()`, what the release build refuses), the
 * product's description and the notes open with the pre-release line, and the rows that promise
 * support by e-mail and phone (603.3, 12.2.3) are held at Partially Supports while the contact
 * details are placeholders. The same content with every placeholder given (as
 * src/build/release.node.test.ts makes it) has neither.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholdersOfTheSite } from '../../src/build/release';
import { isStandIn } from '../../src/content/schema/standIns';
import { wcagShortfalls } from '../../src/content/conformanceClaim';
import type { StandIn } from '../../src/content/schema/standIns';
import { projectRoot } from '../../src/testing/browser/site';
import { copyContentReadyForRelease } from '../../src/testing/server/contentReadyForRelease';
import { contactPlaceholders, decide, isVideoRow, ROWS_ON_CONTACT_DETAILS } from './decide';
import { fixtureReports, passingEvidence } from './fixtureEvidence';
import { validateReport } from './validate';
import { readCatalog, readReportWords, readVerdicts } from './verdicts';

const catalog = readCatalog();
const verdicts = readVerdicts();
const words = readReportWords();
const evidence = passingEvidence(verdicts, projectRoot);

/** The report's two forms, and its held rows, for the content's placeholders. */
function reportFor(placeholders: readonly StandIn[]) {
  const decision = decide(verdicts, evidence, placeholders, { reviews: new Map() });
  const reports = fixtureReports(verdicts, catalog, decision, evidence, words);
  const document = reports.document as { product: { description: string }; notes: string };
  const { page } = reports;
  const rows = ROWS_ON_CONTACT_DETAILS.map(({ chapter, num }) =>
    decision.outcomes.find((outcome) => outcome.chapter === chapter && outcome.num === num),
  );
  return { decision, document, page, rows };
}

describe('with the content today, which holds placeholders', () => {
  const placeholders = placeholdersOfTheSite();
  const { decision, document, page, rows } = reportFor(placeholders);

  it('opens the product description and the notes with the pre-release line, counting them', () => {
    expect(placeholders.length).toBeGreaterThan(0);
    const line = words.preRelease.replace('{count}', String(placeholders.length));
    expect(document.product.description.split('\n\n')[0]).toBe(line);
    expect(document.notes.split('\n\n')[0]).toBe(line);
    expect(page.placeholders).toBe(placeholders.length);
    expect(validateReport(document)).toEqual({ valid: true, message: 'Valid!' });
  });

  it('lists each placeholder it counts by file and field, in the notes of both forms', () => {
    const listed = document.notes.split('\n\n')[1] ?? '';
    expect(listed).toMatch(
      /^The placeholders, by file of content\/<language>\/ \(en, hi\) and field: /,
    );
    expect(page.notes.startsWith(listed)).toBe(true);
    for (const { file, field } of placeholders) {
      const inFolder = file.replace(/^content\/[^/]+\//, '');
      const dotted = field.replace(/\[(\d+)\]/g, '.$1').replace(/\./g, '\\.');
      expect(listed, `${file} ${field}`).toMatch(new RegExp(`${inFolder}: [^;]*${dotted}[,;.]`));
    }
    // Never in brackets, which a reader (and the pages' check) takes for a placeholder itself.
    expect(isStandIn(listed)).toBe(false);
  });

  it('holds 603.3 and 12.2.3 at Partially Supports, naming the contact details that are placeholders', () => {
    expect(contactPlaceholders(placeholders).map((each) => each.field)).toContain('contact.email');
    for (const row of rows) {
      expect(row?.verdictLevel, row?.num).toBe('supports');
      expect(row?.level, row?.num).toBe('partially-supports');
      expect(row?.remarks).toContain('Held at Partially Supports while the contact details');
      expect(row?.remarks).toContain('contact.email (content/en/site.yaml');
      // The field, never the stand-in's value, which would be read as if it were a detail.
      expect(row?.remarks).not.toContain('hello@example.org');
    }
    // Nothing else moves: every other row keeps the verdict's level.
    const others = decision.outcomes.filter((outcome) => !rows.includes(outcome));
    for (const outcome of others) expect(outcome.level, outcome.num).toBe(outcome.verdictLevel);
  });

  it("leaves the statement's claim as it was: the held rows are not WCAG A or AA criteria", () => {
    expect(wcagShortfalls(page)).toEqual(wcagShortfalls(reportFor([]).page));
  });
});

describe('with every placeholder given', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'acr-release-'));
    await copyContentReadyForRelease(root);
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes the rows at Supports, and no pre-release line', () => {
    const placeholders = placeholdersOfTheSite(root);
    expect(placeholders).toEqual([]);
    const { document, page, rows } = reportFor(placeholders);
    for (const row of rows) {
      expect(row?.level, row?.num).toBe('supports');
      expect(row?.held).toBeNull();
    }
    expect(document.product.description).toBe(words.productDescription.trim());
    expect(document.notes.startsWith(verdicts.notes.trim())).toBe(true);
    expect(page.notes).toBe(verdicts.notes.trim());
    expect(page.placeholders).toBe(0);
  });

  it('with the contact details given but another placeholder left: the rows Supports, the line kept', () => {
    const founder = placeholdersOfTheSite().filter((each) => each.field === 'founder.name');
    expect(founder.length).toBeGreaterThan(0);
    const { document, rows } = reportFor(founder);
    for (const row of rows) expect(row?.level, row?.num).toBe('supports');
    expect(document.product.description).toMatch(/^Pre-release: /);
  });
});

describe('while the videos are demonstration clips', () => {
  it('every row about the videos (1.2.x, EN 301 549 Chapter 7, and those resting on the clips) says so, and no other row', () => {
    const note = verdicts.videoRowsNote?.trim() ?? '';
    expect(note).toContain('demonstration clips');
    const { decision } = reportFor([]);
    const saying = decision.outcomes
      .filter((outcome) => outcome.remarks.endsWith(note))
      .map((outcome) => `${outcome.chapter} ${outcome.num}`);
    const videoRows = decision.outcomes
      .filter((outcome) => isVideoRow(outcome.chapter, outcome.num))
      .map((outcome) => `${outcome.chapter} ${outcome.num}`);
    expect(videoRows).toEqual(expect.arrayContaining(['success_criteria_level_a 1.2.2']));
    expect(videoRows).toContain('en_301_549_ict_with_video 7.1.1');
    expect(videoRows).toContain('functional_performance_criteria 302.4');
    expect(videoRows).toContain('success_criteria_level_a 2.3.1');
    expect(saying).toEqual(videoRows);
  });
});
