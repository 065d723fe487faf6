import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../src/build/escapeHtml';
import type { AxeFullResult, AxeRuleResult } from '../support/axe';
import type { LighthouseRouteResult } from './lighthouse';

/** One scan: a route at a width, or an open state. */
export interface ScanResult {
  slug: string;
  kind: 'route' | 'state';
  /** "Home", or "Mobile menu". */
  name: string;
  path: string;
  width: number;
  /** HTTP status of the page load. */
  status: number | null;
  /** Set when the page or the state could not be reached: the scan fails. */
  error: string | null;
  axe: AxeFullResult | null;
  /** What the browser console said: errors, warnings, CSP violations. Listed, for context. */
  console: string[];
  /** Relative to the report folder. */
  screenshot: string | null;
}

export interface AuditResults {
  date: string;
  baseUrl: string;
  versions: { axeCore: string; lighthouse: string; chromium: string; node: string };
  axeTags: string[];
  scans: ScanResult[];
  lighthouse: LighthouseRouteResult[];
  /** Every reason the audit fails, in words; empty means it passed. */
  failures: string[];
  passed: boolean;
}

/** Plain, high-contrast, readable at 400 % zoom and in forced-colours mode. */
const STYLE = `
body { font: 1.125rem/1.6 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto;
  padding: 1rem; max-width: 72rem; overflow-wrap: anywhere; }
a { color: #015560; }
:focus-visible { outline: 3px solid #ffdd00; box-shadow: 0 0 0 6px #0b0c0c; }
table { border-collapse: collapse; width: 100%; }
.table-scroll { overflow-x: auto; }
th, td { border: 1px solid #6b6b6b; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
th { overflow-wrap: normal; }
caption { text-align: start; font-weight: 700; padding-block: 0.5rem; }
.fail { color: #b3261e; font-weight: 700; }
.pass { color: #0a6b2e; font-weight: 700; }
code, pre { font-size: 0.95rem; white-space: pre-wrap; }
img { max-width: 100%; height: auto; border: 1px solid #6b6b6b; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const verdict = (ok: boolean, yes = 'Pass', no = 'Fail') =>
  ok ? `<span class="pass">${yes}</span>` : `<span class="fail">${no}</span>`;

function scanPassed(scan: ScanResult): boolean {
  return scan.error === null && scan.axe !== null && scan.axe.violations.length === 0;
}

function ruleList(rules: AxeRuleResult[], emptyText: string): string {
  if (rules.length === 0) return `<p>${escapeHtml(emptyText)}</p>`;
  return `<ol>${rules
    .map(
      (rule) => `<li>
<p><strong>${escapeHtml(rule.help)}</strong> (rule <code>${escapeHtml(rule.id)}</code>, impact ${escapeHtml(
        rule.impact ?? 'none',
      )}, <a href="${escapeHtml(rule.helpUrl)}">how to fix ${escapeHtml(rule.id)}</a>)</p>
<ul>${rule.nodes
        .map(
          (node) => `<li><code>${escapeHtml(node.target)}</code>
<pre>${escapeHtml(node.html)}</pre>${node.failureSummary ? `<p>${escapeHtml(node.failureSummary)}</p>` : ''}</li>`,
        )
        .join('')}</ul>
</li>`,
    )
    .join('')}</ol>`;
}

function scanTitle(scan: ScanResult): string {
  return `${scan.name} (${scan.path}) at ${scan.width} px`;
}

function scanPage(scan: ScanResult, lighthouse: LighthouseRouteResult | undefined): string {
  const parts = [
    `<p><a href="index.html">Back to the summary</a></p>`,
    `<h1>${escapeHtml(scanTitle(scan))}</h1>`,
    `<p>Result: ${verdict(scanPassed(scan))}. HTTP status ${scan.status ?? 'none'}.</p>`,
  ];
  if (scan.error)
    parts.push(`<h2>Could not be checked</h2><p class="fail">${escapeHtml(scan.error)}</p>`);
  if (scan.axe) {
    parts.push(
      `<h2>Violations (${scan.axe.violations.length})</h2>`,
      ruleList(scan.axe.violations, 'None.'),
      `<h2>Needs review (${scan.axe.incomplete.length})</h2>`,
      `<p>axe could not decide these by itself; a person must look at each one.</p>`,
      ruleList(scan.axe.incomplete, 'None.'),
      `<h2>Passed</h2><p>${scan.axe.passes} axe rules passed; ${scan.axe.inapplicable} did not apply to this page.</p>`,
    );
  }
  if (lighthouse) parts.push(`<h2>Lighthouse</h2>${lighthouseSection(lighthouse)}`);
  if (scan.console.length > 0) {
    parts.push(
      `<h2>Browser console (${scan.console.length})</h2><ul>${scan.console
        .map((line) => `<li><code>${escapeHtml(line)}</code></li>`)
        .join('')}</ul>`,
    );
  }
  if (scan.screenshot) {
    parts.push(
      `<h2>Screenshot</h2><p><img src="${escapeHtml(scan.screenshot)}" alt="Screenshot of ${escapeHtml(
        scanTitle(scan),
      )}, as axe checked it."></p>`,
    );
  }
  return page(`${scanTitle(scan)} - accessibility audit`, parts.join('\n'));
}

function lighthouseSection(result: LighthouseRouteResult): string {
  const parts = [
    `<p>Accessibility score: ${
      result.score === null
        ? 'none'
        : verdict(result.score === 100, String(result.score), String(result.score))
    } of 100. ${result.passed} audits passed, ${result.notApplicable} did not apply.</p>`,
  ];
  if (result.error?.startsWith('ERRORED_DOCUMENT_REQUEST') && result.error.includes('404')) {
    parts.push(
      `<p>Not scored: Lighthouse refuses any page served with an error status, and this page is
meant to be served with 404. The axe scans of this page above cover it. Lighthouse said:
<q>${escapeHtml(result.error)}</q></p>`,
    );
  } else if (result.error) {
    parts.push(`<p class="fail">${escapeHtml(result.error)}</p>`);
  }
  if (result.failed.length > 0) {
    parts.push(
      `<p>Failed audits:</p><ul>${result.failed
        .map(
          (audit) =>
            `<li>${escapeHtml(audit.title)} (<code>${escapeHtml(audit.id)}</code>)${
              audit.items.length
                ? `<ul>${audit.items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`
                : ''
            }</li>`,
        )
        .join('')}</ul>`,
    );
  }
  if (result.manual.length > 0) {
    parts.push(
      `<p>For a person to check (Lighthouse cannot):</p><ul>${result.manual
        .map((title) => `<li>${escapeHtml(title)}</li>`)
        .join('')}</ul>`,
    );
  }
  return parts.join('\n');
}

function summaryPage(results: AuditResults): string {
  const lighthouseByPath = new Map(results.lighthouse.map((result) => [result.path, result]));
  const rows = results.scans
    .map((scan) => {
      const lh = scan.kind === 'route' ? lighthouseByPath.get(scan.path) : undefined;
      return `<tr>
<th scope="row"><a href="${escapeHtml(scan.slug)}.html">${escapeHtml(scanTitle(scan))}</a></th>
<td>${verdict(scanPassed(scan))}</td>
<td>${scan.axe ? scan.axe.violations.length : '—'}</td>
<td>${scan.axe ? scan.axe.incomplete.length : '—'}</td>
<td>${scan.axe ? scan.axe.passes : '—'}</td>
<td>${lh ? (lh.score ?? 'none') : 'not run for this row'}</td>
</tr>`;
    })
    .join('\n');

  const sections = results.scans
    .map((scan) => {
      const lh = scan.kind === 'route' ? lighthouseByPath.get(scan.path) : undefined;
      const axe = scan.axe;
      return `<section aria-labelledby="h-${escapeHtml(scan.slug)}">
<h3 id="h-${escapeHtml(scan.slug)}">${escapeHtml(scanTitle(scan))}</h3>
<p>Result: ${verdict(scanPassed(scan))}. <a href="${escapeHtml(scan.slug)}.html">Full details of ${escapeHtml(
        scanTitle(scan),
      )}</a>.</p>
${scan.error ? `<p class="fail">${escapeHtml(scan.error)}</p>` : ''}
${
  axe
    ? `<h4>Violations (${axe.violations.length})</h4>${ruleList(axe.violations, 'None.')}
<h4>Needs review (${axe.incomplete.length})</h4>${ruleList(axe.incomplete, 'None.')}
<p>${axe.passes} axe rules passed.</p>`
    : ''
}
${lh ? `<h4>Lighthouse</h4>${lighthouseSection(lh)}` : ''}
${
  scan.screenshot
    ? `<p><img src="${escapeHtml(scan.screenshot)}" alt="Screenshot of ${escapeHtml(scanTitle(scan))}." width="320"></p>`
    : ''
}
</section>`;
    })
    .join('\n');

  const body = `<h1>Accessibility audit</h1>
<p>Overall: ${verdict(results.passed)}. Run on ${escapeHtml(results.date)} against ${escapeHtml(results.baseUrl)}.</p>
<p>Tools: axe-core ${escapeHtml(results.versions.axeCore)} (tags ${escapeHtml(results.axeTags.join(', '))}),
Lighthouse ${escapeHtml(results.versions.lighthouse)} (accessibility category), Chromium
${escapeHtml(results.versions.chromium)}, Node.js ${escapeHtml(results.versions.node)}.
Machine-readable results: <a href="results.json">results.json</a>.</p>
<p>Automated tools find only part of the barriers people meet; see the accessibility statement
for the manual and screen-reader testing.</p>
${
  results.failures.length
    ? `<h2>Why the audit failed</h2><ul>${results.failures.map((failure) => `<li>${escapeHtml(failure)}</li>`).join('')}</ul>`
    : ''
}
<h2>Summary</h2>
<div class="table-scroll" role="region" aria-labelledby="summary-caption" tabindex="0">
<table>
<caption id="summary-caption">Every page and open state checked</caption>
<thead><tr><th scope="col">Page or state</th><th scope="col">axe result</th><th scope="col">Violations</th>
<th scope="col">Needs review</th><th scope="col">Rules passed</th><th scope="col">Lighthouse score</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<h2>Each page and state</h2>
${sections}`;
  return page('Accessibility audit', body);
}

/** Writes index.html, one page per scan, and results.json into `folder`. */
export async function writeReport(folder: string, results: AuditResults): Promise<void> {
  await mkdir(folder, { recursive: true });
  const lighthouseByPath = new Map(results.lighthouse.map((result) => [result.path, result]));
  await writeFile(path.join(folder, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(folder, 'index.html'), summaryPage(results));
  for (const scan of results.scans) {
    const lh = scan.kind === 'route' ? lighthouseByPath.get(scan.path) : undefined;
    await writeFile(path.join(folder, `${scan.slug}.html`), scanPage(scan, lh));
  }
}
