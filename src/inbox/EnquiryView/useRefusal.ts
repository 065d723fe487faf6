import { useEffect, useRef, useState } from 'react';
import type { ErrorSummaryItem } from '../../components/ErrorSummary/ErrorSummary';
import { focusProgrammatically } from '../../lib/focus';

/**
 * What the service refused of a small form of the view (CorrectContact, ConfirmConsent): each
 * field's words, and the summary above the form, which takes focus at every refusal, as the
 * sign-in's does.
 */
export function useRefusal<Field extends string>() {
  const summary = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A new object for every refusal, so the same words twice still move focus to the summary.
  const [refusal, setRefusal] = useState<object | undefined>();

  useEffect(() => {
    if (refusal && summary.current) focusProgrammatically(summary.current);
  }, [refusal]);

  function refuse(why: Partial<Record<Field, string>>) {
    setErrors(why);
    setRefusal({});
  }

  return { summary, errors, setErrors, refuse };
}

/** The summary's entries: each field's words, in the form's order, linked to the field. */
export function summaryEntries<Field extends string>(
  fields: readonly Field[],
  errors: Partial<Record<Field, string>>,
  ids: Record<Field, string>,
): ErrorSummaryItem[] {
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: ids[field], message }] : [];
  });
}
