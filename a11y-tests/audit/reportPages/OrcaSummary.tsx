import type { AuditResults } from '../results';
import { ScrollRegion } from './ScrollRegion';
import { Verdict } from './Verdict';

/** The Orca journeys: a table with a link to each transcript's page, then what failed. */
export function OrcaSummary({ results }: { results: AuditResults }) {
  if (results.orcaSkipped) {
    return <p className="fail">Not run this time (AUDIT_SKIP_ORCA=1).</p>;
  }
  const failures = results.orca.flatMap((journey) =>
    journey.checks.filter((check) => !check.passed).map((check) => ({ journey, check })),
  );
  return (
    <>
      <p>
        Orca {results.versions.orca} with Chromium {results.versions.chromium} (not headless, under
        Xvfb), keys sent as a person would press them
        {results.versions.firefox
          ? `; the journeys marked "in Firefox" with Firefox ESR ${results.versions.firefox}`
          : ''}
        . Each transcript lists, key by key, where focus went (AT-SPI focus events) and what Orca
        said (its speech, written to a file).
      </p>
      <ScrollRegion labelledBy="orca-caption">
        <table>
          <caption id="orca-caption">Orca journeys</caption>
          <thead>
            <tr>
              <th scope="col">Journey</th>
              <th scope="col">Result</th>
              <th scope="col">Checks passed</th>
              <th scope="col">Checks failed</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {results.orca.map((journey) => {
              const failed = journey.checks.filter((check) => !check.passed).length;
              return (
                <tr key={journey.name}>
                  <th scope="row">
                    <a href={`orca-${journey.name}.html`}>
                      {journey.transcript?.title ?? journey.name}
                    </a>
                  </th>
                  <td>
                    <Verdict ok={!journey.error && failed === 0} />
                  </td>
                  <td>{journey.checks.length - failed}</td>
                  <td>{failed}</td>
                  <td>{journey.seconds} s</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {results.orca
        .filter((journey) => journey.error)
        .map((journey) => (
          <p key={journey.name} className="fail">
            {journey.name} could not run: {journey.error}
          </p>
        ))}
      {failures.length ? (
        <>
          <h3>Failed checks</h3>
          <ul>
            {failures.map(({ journey, check }, index) => (
              <li key={index}>
                <strong>{journey.name}</strong>, key <kbd>{check.key}</kbd>: {check.kind}. Expected{' '}
                {check.expected}. Heard: {check.heard}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
