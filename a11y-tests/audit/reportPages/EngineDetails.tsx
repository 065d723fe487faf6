import type { EngineFinding, EngineResult } from '../findings';
import { engineTitles, findingsByRule, openViolations, reviewCount } from './scanFacts';

/** How many elements of one rule are listed; the rest are counted. */
const SHOWN = 25;

function RuleFindings({ findings }: { findings: EngineFinding[] }) {
  const first = findings[0] as EngineFinding;
  return (
    <li>
      <p>
        <strong>
          <code>{first.rule}</code>
        </strong>{' '}
        ({first.level}
        {first.kind === 'violation' ? ', violation' : ', needs review'}): {first.message}
      </p>
      <ul>
        {findings.slice(0, SHOWN).map((finding, index) => (
          <li key={index}>
            <code>{finding.target}</code>
            <pre>{finding.snippet.slice(0, 300)}</pre>
            {finding.excludedBecause ? (
              <p>Excluded as a false positive: {finding.excludedBecause}</p>
            ) : null}
            {finding.message !== first.message ? <p>{finding.message}</p> : null}
          </li>
        ))}
        {findings.length > SHOWN ? <li>and {findings.length - SHOWN} more</li> : null}
      </ul>
    </li>
  );
}

/** One engine's findings in full, grouped by rule. */
export function EngineDetails({ engine }: { engine: EngineResult }) {
  const title = engineTitles[engine.engine];
  if (engine.error) {
    return (
      <>
        <h3>{title}</h3>
        <p className="fail">Could not run: {engine.error}</p>
      </>
    );
  }
  const groups = findingsByRule(engine.findings);
  return (
    <>
      <h3>
        {title} {engine.version}
      </h3>
      <p>
        {engine.passedRules} rules passed. {openViolations(engine).length} violation-level findings;{' '}
        {reviewCount(engine)} for a person to review.
      </p>
      {groups.length === 0 ? (
        <p>No findings.</p>
      ) : (
        <ol>
          {groups.map((findings, index) => (
            <RuleFindings key={index} findings={findings} />
          ))}
        </ol>
      )}
    </>
  );
}
