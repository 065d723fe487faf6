import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary';
import { TextField } from '../../components/TextField/TextField';
import { inboxContent } from '../../content/inbox';
import type { InboxEnquiry } from '../../shared/inbox';
import { confirmConsent, InboxProblem } from '../api';
import { useInbox } from '../context';
import { ConsentCallSteps } from './ConsentCallSteps';
import type { ShownEnquiry } from './useEnquiry';
import { summaryEntries, useRefusal } from './useRefusal';
import styles from '../Inbox.module.css';

const words = inboxContent.detail.consent;

/** The form's fields, in its order (the summary lists their errors so). */
const FIELDS = ['confirmedBy', 'checked'] as const;
type Field = (typeof FIELDS)[number];
type Given = Record<Field, string>;

export interface ConfirmConsentProps {
  enquiry: ShownEnquiry;
  /** The enquiry as the service kept it once consent was recorded: its message with it. */
  onConfirmed: (enquiry: InboxEnquiry) => void;
  /** A failure that is not a refusal of what was typed (no connection, a signed-out session). */
  fail: (error: unknown) => void;
}

/**
 * What the consent form holds and sends: the words typed, a refusal of them (each field's words,
 * focus to the summary), and the send, said politely, its answer given to `onConfirmed`.
 */
function useConsentRecord(
  enquiry: ShownEnquiry,
  onConfirmed: ConfirmConsentProps['onConfirmed'],
  fail: ConfirmConsentProps['fail'],
) {
  const { announce } = useInbox();
  const [given, setGiven] = useState<Given>({ confirmedBy: '', checked: '' });
  const { summary, errors, setErrors, refuse } = useRefusal<Field>();
  const [pending, setPending] = useState(false);

  function change(field: Field, value: string) {
    setGiven((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    announce(words.recording);
    try {
      const confirmed = await confirmConsent(enquiry.id, given);
      announce(words.recorded);
      onConfirmed(confirmed);
    } catch (problem) {
      const why: Partial<Given> = {};
      if (problem instanceof InboxProblem) {
        for (const field of FIELDS) if (problem.errors[field]) why[field] = problem.errors[field];
      }
      if (Object.keys(why).length > 0) refuse(why);
      else fail(problem);
    } finally {
      setPending(false);
    }
  }

  return { given, change, pending, onSubmit, summary, errors };
}

/**
 * "Consent to confirm", in place of the message of a parent's or guardian's enquiry until the
 * owner has called them (DPDP Act s.6(10), DPDP Rules 2025 rule 10): the steps of the call in
 * plain words (who to ask for, what to check, the privacy notice, and what to do when anything
 * does not fit), with the call as a link and the day it is deleted if never confirmed, and a
 * small form that records who confirmed it and what they checked, as the proof of it. A refusal
 * is told as the correction's is (each field says why, the summary above takes focus); a recorded
 * consent is said politely, and the view then shows the message in this section's place, focus
 * on its heading (EnquiryView).
 */
export function ConfirmConsent({ enquiry, onConfirmed, fail }: ConfirmConsentProps) {
  const headingId = useId();
  const ids: Given = { confirmedBy: useId(), checked: useId() };
  const { given, change, pending, onSubmit, summary, errors } = useConsentRecord(
    enquiry,
    onConfirmed,
    fail,
  );

  return (
    <section aria-labelledby={headingId} className={styles.consent}>
      <h2 id={headingId}>{words.heading}</h2>
      <p>{words.intro}</p>
      <ConsentCallSteps enquiry={enquiry} />
      {/* noValidate: the service's check is told in words (the browser's says nothing). */}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          ref={summary}
          headingLevel={3}
          title={words.errorSummaryTitle}
          errors={summaryEntries(FIELDS, errors, ids)}
        />
        <TextField
          id={ids.confirmedBy}
          name="confirmedBy"
          // The owner's own name: the browser may offer it (WCAG 1.3.5).
          autoComplete="name"
          isRequired
          requiredMarker={words.requiredMarker}
          label={words.name}
          error={errors.confirmedBy}
          errorPrefix={words.errorPrefix}
          value={given.confirmedBy}
          onChange={(value) => change('confirmedBy', value)}
        />
        <TextField
          id={ids.checked}
          name="checked"
          multiline
          rows={4}
          // A note of the call, never the browser's memory of another form's.
          autoComplete="off"
          isRequired
          requiredMarker={words.requiredMarker}
          label={words.checked}
          description={words.checkedHint}
          error={errors.checked}
          errorPrefix={words.errorPrefix}
          value={given.checked}
          onChange={(value) => change('checked', value)}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={pending || undefined}>
            {words.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
