import type { JourneyResult } from '../../screen-reader/orca';
import type { CheckResult } from '../../screen-reader/checkTranscript';
import { describeFocus, type TranscriptStep } from '../../screen-reader/transcript';
import { Document } from './Document';
import { ScrollRegion } from './ScrollRegion';
import { Verdict } from './Verdict';

function NumberedList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ol>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}

/** One key of the journey: where focus went, what Orca said, and the checks of that key. */
function StepRow({
  step,
  index,
  checks,
}: {
  step: TranscriptStep;
  index: number;
  checks: CheckResult[];
}) {
  const focus = step.events.flatMap((event) =>
    event.type === 'focus'
      ? [`${describeFocus(event)}${event.within.length ? ` in ${event.within.join(' > ')}` : ''}`]
      : [],
  );
  const speech = step.events.flatMap((event) => (event.type === 'speech' ? [event.text] : []));
  return (
    <tr className={step.setup ? 'setup' : undefined}>
      <td>{index + 1}</td>
      <th scope="row">
        {step.label}
        {step.timedOut ? ' (waited to the cap)' : ''}
      </th>
      <td>
        <NumberedList items={focus} empty="no focus event" />
      </td>
      <td>
        <NumberedList items={speech} empty="silence" />
      </td>
      <td>
        {checks.length ? (
          <ul>
            {checks.map((check, checkIndex) => (
              <li key={checkIndex}>
                <Verdict ok={check.passed} /> {check.kind}: expected {check.expected}
                {check.passed ? '' : `. Got: ${check.heard}`}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
    </tr>
  );
}

/** A page of its own for one Orca journey: its transcript, key by key. */
export function OrcaPage({ journey }: { journey: JourneyResult }) {
  const title = journey.transcript?.title ?? journey.name;
  const transcript = journey.transcript;
  return (
    <Document title={`Orca: ${title} - accessibility audit`}>
      <p>
        <a href="index.html">Back to the summary</a>
      </p>
      <h1>Orca: {title}</h1>
      {journey.error ? <p className="fail">{journey.error}</p> : null}
      {transcript ? (
        <>
          <p>
            Keys in order. &quot;Focus&quot; is where keyboard focus went (not heard); &quot;Orca
            said&quot; is what a listener hears. Rows marked setup load a page or resize the window.
          </p>
          <ScrollRegion labelledBy="transcript-caption">
            <table className="transcript">
              <caption id="transcript-caption">Transcript, key by key</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Key</th>
                  <th scope="col">Focus</th>
                  <th scope="col">Orca said</th>
                  <th scope="col">Checks</th>
                </tr>
              </thead>
              <tbody>
                {transcript.steps.map((step, index) => (
                  <StepRow
                    key={index}
                    step={step}
                    index={index}
                    checks={journey.checks.filter((check) => check.step === index)}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {transcript.error ? <p className="fail">Stopped: {transcript.error}</p> : null}
        </>
      ) : null}
    </Document>
  );
}
