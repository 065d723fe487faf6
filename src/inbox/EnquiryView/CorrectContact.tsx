import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary';
import { TextField } from '../../components/TextField/TextField';
import { inboxContent } from '../../content/inbox';
import type { InboxEnquiry } from '../../shared/inbox';
import { correctContact, InboxProblem } from '../api';
import { useInbox } from '../context';
import type { ShownEnquiry } from './useEnquiry';
import { summaryEntries, useRefusal } from './useRefusal';
import styles from '../Inbox.module.css';

const words = inboxContent.detail.correct;
const fieldLabels = inboxContent.detail.fields;

type Contact = Pick<InboxEnquiry, 'fullName' | 'phoneNumber' | 'userEmail'>;
const FIELDS = ['fullName', 'phoneNumber', 'userEmail'] as const;
type Field = (typeof FIELDS)[number];
const labels: Record<Field, string> = {
  fullName: fieldLabels.name,
  phoneNumber: fieldLabels.phone,
  userEmail: fieldLabels.email,
};
const types = { fullName: 'text', phoneNumber: 'tel', userEmail: 'email' } as const;

export interface CorrectContactProps {
  enquiry: ShownEnquiry;
  /** The enquiry as the service kept it after the correction. */
  onCorrected: (enquiry: InboxEnquiry) => void;
  /** A failure that is not a refusal of what was typed (no connection, a signed-out session). */
  fail: (error: unknown) => void;
}

/**
 * Whether the form is open, and focus moved once React has drawn the change: to the name as the
 * form opens, back to the button that opens it as it closes.
 */
function useOpening(firstFieldId: string) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Where focus goes when the form opens or closes: set by the action, done once React has drawn.
  const focusNext = useRef<'opener' | 'form' | undefined>(undefined);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'opener') opener.current?.focus();
    if (target === 'form') document.getElementById(firstFieldId)?.focus();
  }, [open, firstFieldId]);

  return {
    opener,
    open,
    openForm() {
      setOpen(true);
      focusNext.current = 'form';
    },
    closeForm() {
      setOpen(false);
      focusNext.current = 'opener';
    },
  };
}

/**
 * Sending the correction, said politely: the enquiry the service kept goes to `onCorrected`, then
 * the form closes; a refusal of what was typed goes to `refuse`, any other failure to `fail`.
 */
function useSend(
  id: number,
  values: Contact,
  handlers: {
    onCorrected: (enquiry: InboxEnquiry) => void;
    close: () => void;
    refuse: (errors: Partial<Contact>) => void;
    fail: (error: unknown) => void;
  },
) {
  const { announce } = useInbox();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    announce(words.saving);
    try {
      handlers.onCorrected(await correctContact(id, values));
      announce(words.saved);
      handlers.close();
    } catch (problem) {
      if (problem instanceof InboxProblem && Object.keys(problem.errors).length > 0) {
        handlers.refuse(problem.errors);
      } else {
        handlers.fail(problem);
      }
    } finally {
      setPending(false);
    }
  }

  return { pending, onSubmit };
}

/**
 * "Correct name or contact" (the privacy notice's right to a correction): a button that opens a
 * small form with the name, phone and e-mail as they are, focus on the name. The service checks
 * them as the contact form does; a refusal is told as the sign-in's is (each field says why, a
 * summary above takes focus and links to them). Saving or Cancel closes the form, focus back on
 * the button, and a saved correction is said politely.
 */
export function CorrectContact({ enquiry, onCorrected, fail }: CorrectContactProps) {
  const ids = { fullName: useId(), phoneNumber: useId(), userEmail: useId() };
  const [values, setValues] = useState<Contact>(enquiry);
  const { summary, errors, setErrors, refuse } = useRefusal<Field>();
  const { opener, open, openForm, closeForm } = useOpening(ids.fullName);
  const { pending, onSubmit } = useSend(enquiry.id, values, { onCorrected, close, refuse, fail });

  function close() {
    closeForm();
    setErrors({});
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
          openForm();
        }}
      >
        {words.open}
      </Button>
    );
  }

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
          errors={summaryEntries(FIELDS, errors, ids)}
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
