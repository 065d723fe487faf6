/** An ISO 8601 timestamp to the second or millisecond, in UTC, as the report writes them. */
const TIMESTAMP = /(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?Z/g;

/**
 * A text of the report as the page shows it: what the report writes between backticks (a
 * command, a file, a rule's id: `npm run audit`) as code, not with the backticks around it, and
 * each timestamp to the minute, as a person reads it ("2026-11-26 22:07 UTC"); a date alone
 * stays as it is.
 */
export function ReportText({ children }: { children: string }) {
  // Split on the backticked parts: the odd pieces are what was between them.
  return children
    .split(/`([^`]+)`/)
    .map((piece, index) =>
      index % 2 === 1 ? <code key={index}>{piece}</code> : piece.replace(TIMESTAMP, '$1 $2 UTC'),
    );
}
