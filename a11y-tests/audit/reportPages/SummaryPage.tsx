import type { LighthouseRouteResult } from '../lighthouse';
import type { AuditResults, ScanResult } from '../results';
import { Document } from './Document';
import { LighthouseSection } from './LighthouseSection';
import { OrcaSummary } from './OrcaSummary';
import { RuleList } from './RuleList';
import { ScrollRegion } from './ScrollRegion';
import { openViolations, reviewCount, scanPassed, scanTitle } from './scanFacts';
import { SideBySide } from './SideBySide';
import { Verdict } from './Verdict';

/** The Lighthouse result of a route's scan; none for an open state. */
export function lighthouseOf(results: AuditResults) {
  const byPath = new Map(results.lighthouse.map((result) => [result.path, result]));
  return (scan: ScanResult): LighthouseRouteResult | undefined =>
    scan.kind === 'route' ? byPath.get(scan.path) : undefined;
}

function SummaryRow({
  scan,
  lighthouse,
}: {
  scan: ScanResult;
  lighthouse: LighthouseRouteResult | undefined;
}) {
  return (
    <tr>
      <th scope="row">
        <a href={`${scan.slug}.html`}>{scanTitle(scan)}</a>
      </th>
      <td>
        <Verdict ok={scanPassed(scan)} />
      </td>
      <td>{scan.axe ? `${scan.axe.violations.length} / ${scan.axe.incomplete.length}` : '—'}</td>
      {(['equal-access', 'alfa'] as const).map((name) => {
        const engine = scan.engines.find((item) => item.engine === name);
        if (!engine) return <td key={name}>—</td>;
        if (engine.error) {
          return (
            <td key={name} className="fail">
              error
            </td>
          );
        }
        return (
          <td key={name}>
            {openViolations(engine).length} / {reviewCount(engine)}
          </td>
        );
      })}
      <td>{lighthouse ? (lighthouse.score ?? 'none') : 'not run for this row'}</td>
    </tr>
  );
}

/** A scan on the summary page: its verdict, the engines side by side, axe's violations. */
function ScanSection({
  scan,
  lighthouse,
}: {
  scan: ScanResult;
  lighthouse: LighthouseRouteResult | undefined;
}) {
  const title = scanTitle(scan);
  const axe = scan.axe;
  return (
    <section aria-labelledby={`h-${scan.slug}`}>
      <h3 id={`h-${scan.slug}`}>{title}</h3>
      <p>
        Result: <Verdict ok={scanPassed(scan)} />.{' '}
        <a href={`${scan.slug}.html`}>Full details of {title}</a>.
      </p>
      {scan.error ? <p className="fail">{scan.error}</p> : null}
      <SideBySide scan={scan} />
      {axe ? (
        <>
          <h4>axe: violations ({axe.violations.length})</h4>
          <RuleList rules={axe.violations} emptyText="None." />
          <p>
            {axe.passes} axe rules passed; {axe.incomplete.length} needs review (listed on the page
            of its own).
          </p>
        </>
      ) : null}
      {lighthouse ? (
        <>
          <h4>Lighthouse</h4>
          <LighthouseSection result={lighthouse} />
        </>
      ) : null}
      {scan.screenshot ? (
        <p>
          <img src={scan.screenshot} alt={`Screenshot of ${title}.`} width="320" loading="lazy" />
        </p>
      ) : null}
    </section>
  );
}

/** The report's first page: the verdict, why it failed, every scan, the Orca journeys. */
export function SummaryPage({ results }: { results: AuditResults }) {
  const lighthouse = lighthouseOf(results);
  const { versions } = results;
  return (
    <Document title="Accessibility audit">
      <h1>Accessibility audit</h1>
      <p>
        Overall: <Verdict ok={results.passed} />. Run on {results.date} against {results.baseUrl}.
      </p>
      <p>
        Tools: axe-core {versions.axeCore} (tags {results.axeTags.join(', ')}), IBM Equal Access{' '}
        {versions.equalAccess} (policy {results.equalAccessPolicy}), Siteimprove Alfa{' '}
        {versions.alfa} (every rule of alfa-rules), Lighthouse {versions.lighthouse} (accessibility
        category), Orca {versions.orca}, Chromium {versions.chromium}, Node.js {versions.node}. The
        audit took {results.seconds} s. Machine-readable results:{' '}
        <a href="results.json">results.json</a>.
      </p>
      <p>
        Automated tools find only part of the barriers people meet; see the accessibility statement
        for the manual and screen-reader testing.
      </p>
      {results.failures.length ? (
        <>
          <h2>Why the audit failed</h2>
          <ul>
            {results.failures.map((failure, index) => (
              <li key={index}>{failure}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Summary</h2>
      <ScrollRegion labelledBy="summary-caption">
        <table>
          <caption id="summary-caption">Every page and open state checked</caption>
          <thead>
            <tr>
              <th scope="col">Page or state</th>
              <th scope="col">Result</th>
              <th scope="col">axe: violations / needs review</th>
              <th scope="col">IBM Equal Access: violations / needs review</th>
              <th scope="col">Alfa: violations / needs review</th>
              <th scope="col">Lighthouse score</th>
            </tr>
          </thead>
          <tbody>
            {results.scans.map((scan) => (
              <SummaryRow key={scan.slug} scan={scan} lighthouse={lighthouse(scan)} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h2>Screen reader: Orca journeys</h2>
      <OrcaSummary results={results} />
      <h2>Each page and state</h2>
      {results.scans.map((scan) => (
        <ScanSection key={scan.slug} scan={scan} lighthouse={lighthouse(scan)} />
      ))}
    </Document>
  );
}
