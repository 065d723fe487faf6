import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary';
import { TextField } from '../../components/TextField/TextField';
import { inboxContent } from '../../content/inbox';
import { focusProgrammatically } from '../../lib/focus';
import type { InboxEnquiry } from '../../shared/inbox';
import { correctContact, InboxProblem } from '../api';
import { useInbox } from '../context';
import type { ShownEnquiry } from './useEnquiry';
import styles from '../Inbox.module.css';

const words = inboxContent.detail.correct;
const fieldLabels = inboxContent.detail.fields;

type Contact = Pick<InboxEnquiry, 'fullName' | 'phoneNumber' | 'userEmail'>;
const FIELDS = ['fullName', 'phoneNumber', 'userEmail'] as const;

export interface CorrectContactProps {
  enquiry: ShownEnquiry;
  /** The enquiry as the service kept it after the correction. */
  onCorrected: (enquiry: InboxEnquiry) => void;
  /** A failure that is not a refusal of what was typed (no connection, a signed-out session). */
  fail: (error: unknown) => void;
}

/**
 * "Correct name or contact" (the privacy notice's right to a correction): a button that opens a
 * small form with the name, phone and e-mail as they are, focus on the name. The service checks
 * them as the contact form does; a refusal is told as the sign-in's is (each field says why, a
 * summary above takes focus and links to them). Saving or Cancel closes the form, focus back on
 * the button, and a saved correction is said politely.
 */
export function CorrectContact({ enquiry, onCorrected, fail }: CorrectContactProps) {
  const { announce } = useInbox();
  const opener = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const ids = { fullName: useId(), phoneNumber: useId(), userEmail: useId() };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Contact>(enquiry);
  const [errors, setErrors] = useState<Partial<Contact>>({});
  // A new object for every refusal, so the same words twice still move focus to the summary.
  const [refusal, setRefusal] = useState<object | undefined>();
  const [pending, setPending] = useState(false);
  // Where focus goes when the form opens or closes: set by the action, done once React has drawn.
  const focusNext = useRef<'opener' | 'form' | undefined>(undefined);

  useEffect(() => {
    if (refusal && summary.current) focusProgrammatically(summary.current);
  }, [refusal]);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'opener') opener.current?.focus();
    if (target === 'form') document.getElementById(ids.fullName)?.focus();
  }, [open, ids.fullName]);

  function close() {
    setOpen(false);
    setErrors({});
    focusNext.current = 'opener';
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    announce(words.saving);
    try {
      onCorrected(await correctContact(enquiry.id, values));
      announce(words.saved);
      close();
    } catch (problem) {
      if (problem instanceof InboxProblem && Object.keys(problem.errors).length > 0) {
        setErrors(problem.errors);
        setRefusal({});
      } else {
        fail(problem);
      }
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <Button
        ref={opener}
        onPress={() => {
          setValues({
            fullName: enquiry.fullName,
            phoneNumber: enquiry.phoneNumber,
            userEmail: enquiry.userEmail,
          });
          setOpen(true);
          focusNext.current = 'form';
        }}
      >
        {words.open}
      </Button>
    );
  }

  const labels: Record<keyof Contact, string> = {
    fullName: fieldLabels.name,
    phoneNumber: fieldLabels.phone,
    userEmail: fieldLabels.email,
  };
  const types = { fullName: 'text', phoneNumber: 'tel', userEmail: 'email' } as const;
  return (
    <section aria-labelledby={`${ids.fullName}-heading`} className={styles.correction}>
      <h2 id={`${ids.fullName}-heading`}>{words.heading}</h2>
      <p>{words.intro}</p>
      {/* noValidate: the service's check is told in words (the browser's says nothing). */}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          ref={summary}
          headingLevel={3}
          title={words.errorSummaryTitle}
          errors={FIELDS.flatMap((field) => {
            const message = errors[field];
            return message ? [{ fieldId: ids[field], message }] : [];
          })}
        />
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={ids[field]}
            name={field}
            type={types[field]}
            label={labels[field]}
            error={errors[field]}
            errorPrefix={words.errorPrefix}
            value={values[field]}
            onChange={(value) => {
              setValues((before) => ({ ...before, [field]: value }));
              setErrors((before) => ({ ...before, [field]: undefined }));
            }}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={pending || undefined}>
            {words.save}
          </Button>
          <Button variant="quiet" onPress={close}>
            {words.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
