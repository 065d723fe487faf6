/**
 * The conformance report's versions (`revisions:` of `conformance:` in accessibility.yaml),
 * numbered and named the same way for the report's file (a11y-tests/acr/report.ts) and its page
 * (./conformancePage.ts): newest first, the newest's number being how many there are.
 */
import { fillPlaceholders } from '../shared/fillPlaceholders';

export interface Revision {
  readonly date: string;
  readonly changes: string;
}

/** Each version with its number and its name ("Version 6, 30 November 2026", from `label`). */
export function numberedRevisions(
  revisions: readonly Revision[],
  label: string,
): (Revision & { readonly version: number; readonly label: string })[] {
  return revisions.map((revision, index) => {
    const version = revisions.length - index;
    return {
      ...revision,
      version,
      label: fillPlaceholders(label, { version, date: revision.date }),
    };
  });
}
