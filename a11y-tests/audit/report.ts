import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../src/shared/escapeHtml';
import type { JourneyResult } from '../screen-reader/orca';
import { describeFocus } from '../screen-reader/transcript';
import type { AxeFullResult, AxeRuleResult } from './axe';
import type { EngineFinding, EngineResult } from './findings';
import type { LighthouseRouteResult } from './lighthouse';

/** One scan: a route at a width, or an open state. */
export interface ScanResult {
  slug: string;
  kind: 'route' | 'state';
  /** "Home", or "Mobile menu". */
  name: string;
  path: string;
  width: number;
  /** "1280 px", "320 px", or "320 x 256 (400 %)". */
  viewport: string;
  /** HTTP status of the page load. */
  status: number | null;
  /** Set when the page or the state could not be reached: the scan fails. */
  error: string | null;
  axe: AxeFullResult | null;
  /** IBM Equal Access and Siteimprove Alfa on the same page and state. */
  engines: EngineResult[];
  /** What the browser console said: errors, warnings, CSP violations. Listed, for context. */
  console: string[];
  /** Relative to the report folder. */
  screenshot: string | null;
}

export interface AuditResults {
  date: string;
  baseUrl: string;
  versions: {
    axeCore: string;
    lighthouse: string;
    chromium: string;
    node: string;
    equalAccess: string;
    alfa: string;
    orca: string;
  };
  equalAccessPolicy: string;
  axeTags: string[];
  scans: ScanResult[];
  lighthouse: LighthouseRouteResult[];
  orca: JourneyResult[];
  orcaSkipped: boolean;
  /** How long the whole audit took. */
  seconds: number;
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
tr.setup { color: #4a4a4a; }
table.transcript td, table.transcript th { overflow-wrap: normal; }
table.transcript td:first-child { white-space: nowrap; }
table.transcript td:last-child { width: 32%; overflow-wrap: anywhere; }
td ol, td ul { margin: 0; padding-inline-start: 1.25rem; }
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

const openViolations = (engine: EngineResult) =>
  engine.findings.filter((item) => item.kind === 'violation' && !item.excludedBecause);

function scanPassed(scan: ScanResult): boolean {
  return (
    scan.error === null &&
    scan.axe !== null &&
    scan.axe.violations.length === 0 &&
    scan.engines.every((engine) => engine.error === null && openViolations(engine).length === 0)
  );
}

const engineTitles = { 'equal-access': 'IBM Equal Access', alfa: 'Siteimprove Alfa' } as const;

/** Rule ids with element counts, for the side-by-side table: "SIA-R66 (3)". */
function ruleCounts(entries: { rule: string; count: number; excluded?: boolean }[]): string {
  if (entries.length === 0) return 'none';
  return `<ul>${entries
    .map(
      (entry) =>
        `<li><code>${escapeHtml(entry.rule)}</code> (${entry.count})${entry.excluded ? ' excluded: false positive' : ''}</li>`,
    )
    .join('')}</ul>`;
}

function groupFindings(findings: EngineFinding[]) {
  const groups = new Map<string, { rule: string; count: number; excluded: boolean }>();
  for (const finding of findings) {
    const key = `${finding.rule}|${finding.excludedBecause ? 1 : 0}`;
    const group = groups.get(key) ?? {
      rule: finding.rule,
      count: 0,
      excluded: Boolean(finding.excludedBecause),
    };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The three engines' findings side by side: one column each, violations then needs review. */
function sideBySide(scan: ScanResult): string {
  const axeColumn = (rules: AxeRuleResult[]) =>
    ruleCounts(rules.map((rule) => ({ rule: rule.id, count: rule.nodes.length })));
  const engineColumn = (engine: EngineResult | undefined, kind: 'violation' | 'review') =>
    !engine
      ? 'not run'
      : engine.error
        ? `<span class="fail">could not run: ${escapeHtml(engine.error)}</span>`
        : ruleCounts(groupFindings(engine.findings.filter((item) => item.kind === kind)));
  const alfa = scan.engines.find((engine) => engine.engine === 'alfa');
  const ibm = scan.engines.find((engine) => engine.engine === 'equal-access');
  return `<div class="table-scroll" role="region" aria-label="Engines side by side: ${escapeHtml(scanTitle(scan))}" tabindex="0">
<table>
<caption>Each engine's findings (rule, and how many elements)</caption>
<thead><tr><th scope="col">Kind</th><th scope="col">axe-core</th><th scope="col">IBM Equal Access</th><th scope="col">Siteimprove Alfa</th></tr></thead>
<tbody>
<tr><th scope="row">Violations</th><td>${scan.axe ? axeColumn(scan.axe.violations) : 'not run'}</td><td>${engineColumn(ibm, 'violation')}</td><td>${engineColumn(alfa, 'violation')}</td></tr>
<tr><th scope="row">Needs review</th><td>${scan.axe ? axeColumn(scan.axe.incomplete) : 'not run'}</td><td>${engineColumn(ibm, 'review')}</td><td>${engineColumn(alfa, 'review')}</td></tr>
</tbody>
</table>
</div>`;
}

/** One engine's findings in full, grouped by rule. */
function engineDetails(engine: EngineResult): string {
  const title = engineTitles[engine.engine];
  if (engine.error)
    return `<h3>${title}</h3><p class="fail">Could not run: ${escapeHtml(engine.error)}</p>`;
  const byRule = new Map<string, EngineFinding[]>();
  for (const finding of engine.findings) {
    const key = `${finding.kind}|${finding.level}|${finding.rule}`;
    byRule.set(key, [...(byRule.get(key) ?? []), finding]);
  }
  const groups = [...byRule.values()].sort(
    (a, b) => (a[0]?.kind ?? '').localeCompare(b[0]?.kind ?? '') * -1,
  );
  return `<h3>${title} ${escapeHtml(engine.version)}</h3>
<p>${engine.passedRules} rules passed. ${openViolations(engine).length} violation-level findings;
${engine.findings.filter((item) => item.kind === 'review').length} for a person to review.</p>
${
  groups.length === 0
    ? '<p>No findings.</p>'
    : `<ol>${groups
        .map((findings) => {
          const first = findings[0] as EngineFinding;
          return `<li><p><strong><code>${escapeHtml(first.rule)}</code></strong> (${escapeHtml(first.level)}${
            first.kind === 'violation' ? ', violation' : ', needs review'
          }): ${escapeHtml(first.message)}</p><ul>${findings
            .slice(0, 25)
            .map(
              (finding) =>
                `<li><code>${escapeHtml(finding.target)}</code><pre>${escapeHtml(finding.snippet.slice(0, 300))}</pre>${
                  finding.excludedBecause
                    ? `<p>Excluded as a false positive: ${escapeHtml(finding.excludedBecause)}</p>`
                    : ''
                }${finding.message !== first.message ? `<p>${escapeHtml(finding.message)}</p>` : ''}</li>`,
            )
            .join(
              '',
            )}${findings.length > 25 ? `<li>and ${findings.length - 25} more</li>` : ''}</ul></li>`;
        })
        .join('')}</ol>`
}`;
}

/** The Orca journeys: a summary, with a page of its own for each transcript. */
function orcaSummary(results: AuditResults): string {
  if (results.orcaSkipped) {
    return '<p class="fail">Not run this time (AUDIT_SKIP_ORCA=1).</p>';
  }
  const rows = results.orca
    .map((journey) => {
      const failed = journey.checks.filter((check) => !check.passed);
      return `<tr><th scope="row"><a href="orca-${escapeHtml(journey.name)}.html">${escapeHtml(
        journey.transcript?.title ?? journey.name,
      )}</a></th><td>${verdict(!journey.error && failed.length === 0)}</td><td>${
        journey.checks.length - failed.length
      }</td><td>${failed.length}</td><td>${journey.seconds} s</td></tr>`;
    })
    .join('\n');
  const failures = results.orca.flatMap((journey) =>
    journey.checks
      .filter((check) => !check.passed)
      .map(
        (check) =>
          `<li><strong>${escapeHtml(journey.name)}</strong>, key <kbd>${escapeHtml(check.key)}</kbd>: ${escapeHtml(
            check.kind,
          )}. Expected ${escapeHtml(check.expected)}. Heard: ${escapeHtml(check.heard)}</li>`,
      ),
  );
  return `<p>Orca ${escapeHtml(results.versions.orca)} with Chromium ${escapeHtml(results.versions.chromium)}
(not headless, under Xvfb), keys sent as a person would press them. Each transcript lists, key by
key, where focus went (AT-SPI focus events) and what Orca said (its speech, written to a file).</p>
<div class="table-scroll" role="region" aria-labelledby="orca-caption" tabindex="0">
<table>
<caption id="orca-caption">Orca journeys</caption>
<thead><tr><th scope="col">Journey</th><th scope="col">Result</th><th scope="col">Checks passed</th><th scope="col">Checks failed</th><th scope="col">Time</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
${results.orca
  .filter((journey) => journey.error)
  .map(
    (journey) =>
      `<p class="fail">${escapeHtml(journey.name)} could not run: ${escapeHtml(journey.error ?? '')}</p>`,
  )
  .join('\n')}
${failures.length ? `<h3>Failed checks</h3><ul>${failures.join('')}</ul>` : ''}`;
}

function orcaPage(journey: JourneyResult): string {
  const title = journey.transcript?.title ?? journey.name;
  const parts = [
    `<p><a href="index.html">Back to the summary</a></p>`,
    `<h1>Orca: ${escapeHtml(title)}</h1>`,
  ];
  if (journey.error) parts.push(`<p class="fail">${escapeHtml(journey.error)}</p>`);
  const transcript = journey.transcript;
  if (transcript) {
    const rows = transcript.steps
      .map((step, index) => {
        const focus = step.events.flatMap((event) =>
          event.type === 'focus'
            ? [
                `${describeFocus(event)}${event.within.length ? ` in ${event.within.join(' > ')}` : ''}`,
              ]
            : [],
        );
        const speech = step.events.flatMap((event) =>
          event.type === 'speech' ? [event.text] : [],
        );
        const checks = journey.checks.filter((check) => check.step === index);
        const list = (items: string[], empty: string) =>
          items.length
            ? `<ol>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`
            : empty;
        return `<tr${step.setup ? ' class="setup"' : ''}><td>${index + 1}</td><th scope="row">${escapeHtml(step.label)}${
          step.timedOut ? ' (waited to the cap)' : ''
        }</th><td>${list(focus, 'no focus event')}</td><td>${list(speech, 'silence')}</td><td>${
          checks.length
            ? `<ul>${checks
                .map(
                  (check) =>
                    `<li>${verdict(check.passed)} ${escapeHtml(check.kind)}: expected ${escapeHtml(check.expected)}${
                      check.passed ? '' : `. Got: ${escapeHtml(check.heard)}`
                    }</li>`,
                )
                .join('')}</ul>`
            : ''
        }</td></tr>`;
      })
      .join('\n');
    parts.push(
      `<p>Keys in order. "Focus" is where keyboard focus went (not heard); "Orca said" is what a
listener hears. Rows marked setup load a page or resize the window.</p>`,
      `<div class="table-scroll" role="region" aria-labelledby="transcript-caption" tabindex="0">
<table class="transcript">
<caption id="transcript-caption">Transcript, key by key</caption>
<thead><tr><th scope="col">#</th><th scope="col">Key</th><th scope="col">Focus</th><th scope="col">Orca said</th><th scope="col">Checks</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>`,
    );
    if (transcript.error)
      parts.push(`<p class="fail">Stopped: ${escapeHtml(transcript.error)}</p>`);
  }
  return page(`Orca: ${title} - accessibility audit`, parts.join('\n'));
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
  return `${scan.name} (${scan.path}) at ${scan.viewport}`;
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
  parts.push(
    `<h2>The engines side by side</h2>`,
    sideBySide(scan),
    `<h2>IBM Equal Access and Siteimprove Alfa in full</h2>`,
    ...scan.engines.map(engineDetails),
  );
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
<td>${scan.axe ? `${scan.axe.violations.length} / ${scan.axe.incomplete.length}` : '—'}</td>
${(['equal-access', 'alfa'] as const)
  .map((name) => {
    const engine = scan.engines.find((item) => item.engine === name);
    if (!engine) return '<td>—</td>';
    if (engine.error) return '<td class="fail">error</td>';
    return `<td>${openViolations(engine).length} / ${engine.findings.filter((item) => item.kind === 'review').length}</td>`;
  })
  .join('')}
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
${sideBySide(scan)}
${
  axe
    ? `<h4>axe: violations (${axe.violations.length})</h4>${ruleList(axe.violations, 'None.')}
<p>${axe.passes} axe rules passed; ${axe.incomplete.length} needs review (listed on the page of its own).</p>`
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
IBM Equal Access ${escapeHtml(results.versions.equalAccess)} (policy ${escapeHtml(results.equalAccessPolicy)}),
Siteimprove Alfa ${escapeHtml(results.versions.alfa)} (every rule of alfa-rules),
Lighthouse ${escapeHtml(results.versions.lighthouse)} (accessibility category), Orca
${escapeHtml(results.versions.orca)}, Chromium ${escapeHtml(results.versions.chromium)}, Node.js
${escapeHtml(results.versions.node)}. The audit took ${results.seconds} s.
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
<thead><tr><th scope="col">Page or state</th><th scope="col">Result</th><th scope="col">axe: violations / needs review</th>
<th scope="col">IBM Equal Access: violations / needs review</th><th scope="col">Alfa: violations / needs review</th><th scope="col">Lighthouse score</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<h2>Screen reader: Orca journeys</h2>
${orcaSummary(results)}
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
  for (const journey of results.orca) {
    await writeFile(path.join(folder, `orca-${journey.name}.html`), orcaPage(journey));
  }
}
