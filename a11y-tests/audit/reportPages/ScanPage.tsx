import type { LighthouseRouteResult } from '../lighthouse';
import type { ScanResult } from '../results';
import { Document } from './Document';
import { EngineDetails } from './EngineDetails';
import { LighthouseSection } from './LighthouseSection';
import { RuleList } from './RuleList';
import { scanPassed, scanTitle } from './scanFacts';
import { SideBySide } from './SideBySide';
import { Verdict } from './Verdict';

/** A page of its own for one scan: every finding of every engine, Lighthouse, the console. */
export function ScanPage({
  scan,
  lighthouse,
}: {
  scan: ScanResult;
  lighthouse: LighthouseRouteResult | undefined;
}) {
  const title = scanTitle(scan);
  return (
    <Document title={`${title} - accessibility audit`}>
      <p>
        <a href="index.html">Back to the summary</a>
      </p>
      <h1>{title}</h1>
      <p>
        Result: <Verdict ok={scanPassed(scan)} />. HTTP status {scan.status ?? 'none'}.
      </p>
      {scan.error ? (
        <>
          <h2>Could not be checked</h2>
          <p className="fail">{scan.error}</p>
        </>
      ) : null}
      {scan.axe ? (
        <>
          <h2>Violations ({scan.axe.violations.length})</h2>
          <RuleList rules={scan.axe.violations} emptyText="None." />
          <h2>Needs review ({scan.axe.incomplete.length})</h2>
          <p>axe could not decide these by itself; a person must look at each one.</p>
          <RuleList rules={scan.axe.incomplete} emptyText="None." />
          <h2>Passed</h2>
          <p>
            {scan.axe.passes} axe rules passed; {scan.axe.inapplicable} did not apply to this page.
          </p>
        </>
      ) : null}
      <h2>The engines side by side</h2>
      <SideBySide scan={scan} />
      <h2>IBM Equal Access and Siteimprove Alfa in full</h2>
      {scan.engines.map((engine) => (
        <EngineDetails key={engine.engine} engine={engine} />
      ))}
      {lighthouse ? (
        <>
          <h2>Lighthouse</h2>
          <LighthouseSection result={lighthouse} />
        </>
      ) : null}
      {scan.console.length > 0 ? (
        <>
          <h2>Browser console ({scan.console.length})</h2>
          <ul>
            {scan.console.map((line, index) => (
              <li key={index}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {scan.screenshot ? (
        <>
          <h2>Screenshot</h2>
          <p>
            <img
              src={scan.screenshot}
              alt={`Screenshot of ${title}, as axe checked it.`}
              loading="lazy"
            />
          </p>
        </>
      ) : null}
    </Document>
  );
}
