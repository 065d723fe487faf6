/**
 * The auditor's report (report.ts, reportPages/), written from made-up results that pass through
 * every branch (reportPages/sampleResults.ts) and read back as a browser would.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReport } from './report';
import { sampleResults, sampleWithoutOrca } from './reportPages/sampleResults';

let folder: string;
const read = async (name: string) =>
  new JSDOM(await readFile(path.join(folder, name), 'utf8')).window.document;
const text = (document: Document) => (document.body.textContent ?? '').replace(/\s+/g, ' ');

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'audit-report-'));
  await writeReport(folder, sampleResults);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the audit report', () => {
  it('writes the summary, a page per scan and per Orca journey, and the results as JSON', async () => {
    expect((await readdir(folder)).sort()).toEqual([
      'contact-320.html',
      'hi-contact-success-1280.html',
      'home-1280.html',
      'index.html',
      'orca-hi-menu.html',
      'orca-home.html',
      'results.json',
    ]);
    expect(JSON.parse(await readFile(path.join(folder, 'results.json'), 'utf8'))).toEqual(
      sampleResults,
    );
  });

  it('gives every page a language, a title, one main and one h1, and a name to each scrolling table', async () => {
    for (const name of (await readdir(folder)).filter((file) => file.endsWith('.html'))) {
      const page = await read(name);
      expect(page.documentElement.lang, name).toBe('en');
      expect(page.title, name).toMatch(/accessibility audit|Accessibility audit/);
      expect(page.querySelectorAll('main'), name).toHaveLength(1);
      expect(page.querySelectorAll('h1'), name).toHaveLength(1);
      for (const region of page.querySelectorAll('.table-scroll')) {
        expect(region.getAttribute('role'), name).toBe('region');
        expect(region.getAttribute('tabindex'), name).toBe('0');
        const named = region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby');
        expect(named, name).toBeTruthy();
      }
    }
  });

  it('says the audit failed, why, and which scans and journeys passed', async () => {
    const summary = await read('index.html');
    expect(text(summary)).toContain('Overall: Fail.');
    const why = [...summary.querySelectorAll('h2 + ul li')].map((item) => item.textContent);
    expect(why).toContain('Contact at 320 px: 1 axe violation');
    const rows = [...summary.querySelectorAll('#summary-caption ~ tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Home (/) at 1280 px', 'Pass', '0 / 1', '0 / 2', '0 / 0', '100'],
      [expect.stringContaining('Contact'), 'Fail', '1 / 0', 'error', '27 / 0', '92'],
      ['Form sent (/hi/contact) at 1280 px', 'Fail', '—', '—', '—', 'not run for this row'],
    ]);
    const journeys = [...summary.querySelectorAll('#orca-caption ~ tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(journeys).toEqual([
      ['Home: the skip link and the headings', 'Fail', '1', '1', '61 s'],
      ['hi-menu', 'Fail', '0', '0', '3 s'],
    ]);
    expect(text(summary)).toContain('hi-menu could not run: session.sh start failed');
  });

  it('writes the visitor-facing words it quotes as text, never as markup', async () => {
    for (const name of ['index.html', 'contact-320.html', 'orca-home.html']) {
      const page = await read(name);
      expect(page.querySelectorAll('script'), name).toHaveLength(0);
      expect(text(page), name).toContain(`<script>alert("x")</script> & 'quoted'`);
    }
  });

  it('lists an engine’s findings by rule, the first 25 elements and a count of the rest', async () => {
    const page = await read('contact-320.html');
    const ibm = [...page.querySelectorAll('h3')].find(
      (heading) => heading.textContent === 'IBM Equal Access',
    );
    expect(ibm?.nextElementSibling?.textContent).toBe('Could not run: ace.js did not load');
    const alfa = [...page.querySelectorAll('h3')].find((heading) =>
      heading.textContent?.startsWith('Siteimprove Alfa'),
    );
    const elements = alfa?.nextElementSibling?.nextElementSibling?.querySelectorAll('li li');
    expect(elements).toHaveLength(26);
    expect(elements?.[25]?.textContent).toBe('and 2 more');
    // A snippet is cut at 300 characters.
    expect(elements?.[0]?.querySelector('pre')?.textContent).toHaveLength(300);
  });

  it('marks an excluded finding with its reason, and Lighthouse’s refusal of a 404 page', async () => {
    const home = await read('home-1280.html');
    expect(text(home)).toContain(
      'Excluded as a false positive: The skip link must come before the landmarks.',
    );
    expect(text(home)).toContain('aria_content_in_landmark (1) excluded: false positive');
    const contact = await read('contact-320.html');
    expect(contact.querySelector('q')?.textContent).toBe(
      'ERRORED_DOCUMENT_REQUEST: status code 404',
    );
    expect(text(contact)).toContain('Form elements do not have labels (label)');
  });

  it('gives an Orca journey its transcript, key by key, with each check under its key', async () => {
    const page = await read('orca-home.html');
    const rows = [...page.querySelectorAll('table.transcript tbody tr')];
    expect(rows).toHaveLength(2);
    expect(rows[0]?.className).toBe('setup');
    expect(rows[1]?.querySelector('th')?.textContent).toBe('Tab (waited to the cap)');
    expect(rows[1]?.children[2]?.textContent).toContain(
      "link 'Skip to main content' in landmark banner > dialog",
    );
    expect(rows[1]?.children[3]?.textContent).toBe('Skip to main content link');
    expect(
      [...(rows[1]?.querySelectorAll('td:last-child li') ?? [])].map((li) => li.textContent),
    ).toEqual([
      'Pass focus: expected the skip link',
      `Fail announced: expected link. Got: <script>alert("x")</script> & 'quoted'`,
    ]);
    expect(text(page)).toContain('Stopped: The menu button was never reached');
  });

  it('passes when everything passed, and says when the Orca journeys were left out', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'audit-report-'));
    try {
      await writeReport(other, sampleWithoutOrca);
      const summary = new JSDOM(await readFile(path.join(other, 'index.html'), 'utf8')).window
        .document;
      expect(text(summary)).toContain('Overall: Pass.');
      expect(text(summary)).toContain('Not run this time (AUDIT_SKIP_ORCA=1).');
      expect(summary.querySelector('h2 + ul')).toBeNull();
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
