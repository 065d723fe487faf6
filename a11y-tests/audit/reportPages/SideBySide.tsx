import type { AxeRuleResult } from '../axe';
import type { EngineResult } from '../findings';
import type { ScanResult } from '../results';
import { groupFindings, scanTitle, type RuleCount } from './scanFacts';
import { ScrollRegion } from './ScrollRegion';

/** Rule ids with element counts: "SIA-R66 (3)". */
function RuleCounts({ entries }: { entries: RuleCount[] }) {
  if (entries.length === 0) return <>none</>;
  return (
    <ul>
      {entries.map((entry, index) => (
        <li key={index}>
          <code>{entry.rule}</code> ({entry.count})
          {entry.excluded ? ' excluded: false positive' : ''}
        </li>
      ))}
    </ul>
  );
}

function AxeColumn({ rules }: { rules: AxeRuleResult[] | undefined }) {
  if (!rules) return <>not run</>;
  return (
    <RuleCounts entries={rules.map((rule) => ({ rule: rule.id, count: rule.nodes.length }))} />
  );
}

function EngineColumn({
  engine,
  kind,
}: {
  engine: EngineResult | undefined;
  kind: 'violation' | 'review';
}) {
  if (!engine) return <>not run</>;
  if (engine.error) return <span className="fail">could not run: {engine.error}</span>;
  return (
    <RuleCounts entries={groupFindings(engine.findings.filter((item) => item.kind === kind))} />
  );
}

/** The three engines' findings side by side: one column each, violations then needs review. */
export function SideBySide({ scan }: { scan: ScanResult }) {
  const alfa = scan.engines.find((engine) => engine.engine === 'alfa');
  const ibm = scan.engines.find((engine) => engine.engine === 'equal-access');
  return (
    <ScrollRegion label={`Engines side by side: ${scanTitle(scan)}`}>
      <table>
        <caption>Each engine&apos;s findings (rule, and how many elements)</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">axe-core</th>
            <th scope="col">IBM Equal Access</th>
            <th scope="col">Siteimprove Alfa</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Violations</th>
            <td>
              <AxeColumn rules={scan.axe?.violations} />
            </td>
            <td>
              <EngineColumn engine={ibm} kind="violation" />
            </td>
            <td>
              <EngineColumn engine={alfa} kind="violation" />
            </td>
          </tr>
          <tr>
            <th scope="row">Needs review</th>
            <td>
              <AxeColumn rules={scan.axe?.incomplete} />
            </td>
            <td>
              <EngineColumn engine={ibm} kind="review" />
            </td>
            <td>
              <EngineColumn engine={alfa} kind="review" />
            </td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
