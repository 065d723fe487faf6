import type { LighthouseRouteResult } from '../lighthouse';
import { Verdict } from './Verdict';

/** A route's Lighthouse accessibility score, its failed audits, and what it leaves to a person. */
export function LighthouseSection({ result }: { result: LighthouseRouteResult }) {
  const refused404 =
    result.error?.startsWith('ERRORED_DOCUMENT_REQUEST') && result.error.includes('404');
  return (
    <>
      <p>
        Accessibility score:{' '}
        {result.score === null ? (
          'none'
        ) : (
          <Verdict ok={result.score === 100} yes={String(result.score)} no={String(result.score)} />
        )}{' '}
        of 100. {result.passed} audits passed, {result.notApplicable} did not apply.
      </p>
      {refused404 ? (
        <p>
          Not scored: Lighthouse refuses any page served with an error status, and this page is
          meant to be served with 404. The axe scans of this page above cover it. Lighthouse said:{' '}
          <q>{result.error}</q>
        </p>
      ) : result.error ? (
        <p className="fail">{result.error}</p>
      ) : null}
      {result.failed.length > 0 ? (
        <>
          <p>Failed audits:</p>
          <ul>
            {result.failed.map((audit) => (
              <li key={audit.id}>
                {audit.title} (<code>{audit.id}</code>)
                {audit.items.length ? (
                  <ul>
                    {audit.items.map((item, index) => (
                      <li key={index}>
                        <code>{item}</code>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.manual.length > 0 ? (
        <>
          <p>For a person to check (Lighthouse cannot):</p>
          <ul>
            {result.manual.map((title, index) => (
              <li key={index}>{title}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
