/**
 * The auditor's report: `index.html` (the summary), a page per scan and per Orca journey, and
 * `results.json`. The pages are React components rendered to static HTML (`reportPages/`), the
 * way the site renders its own pages: every word escaped, no script.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import type { AuditResults } from './results';
import { renderDocument } from './reportPages/Document';
import { OrcaPage } from './reportPages/OrcaPage';
import { ScanPage } from './reportPages/ScanPage';
import { lighthouseOf, SummaryPage } from './reportPages/SummaryPage';

/** Writes index.html, one page per scan and per Orca journey, and results.json into `folder`. */
export async function writeReport(folder: string, results: AuditResults): Promise<void> {
  await mkdir(folder, { recursive: true });
  const lighthouse = lighthouseOf(results);
  await writeFile(path.join(folder, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(
    path.join(folder, 'index.html'),
    renderDocument(createElement(SummaryPage, { results })),
  );
  for (const scan of results.scans) {
    await writeFile(
      path.join(folder, `${scan.slug}.html`),
      renderDocument(createElement(ScanPage, { scan, lighthouse: lighthouse(scan) })),
    );
  }
  for (const journey of results.orca) {
    await writeFile(
      path.join(folder, `orca-${journey.name}.html`),
      renderDocument(createElement(OrcaPage, { journey })),
    );
  }
}
