import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AlertDialog, preloadAlertDialog } from '../../../components/AlertDialog/AlertDialog';
import { LocaleProvider } from '../../../components/LocaleProvider/LocaleProvider';
import { Button } from '../../../components/Button/Button';
import { TextField, type TextFieldProps } from '../../../components/TextField/TextField';
import { contactForm } from '../../../content/contactForm';
import {
  enquiryFields,
  honeypotField,
  type Enquiry,
  type EnquiryField,
} from '../../../shared/enquiry';
import { submitEnquiry, type EnquiryFieldErrors } from '../submitEnquiry';
import styles from './ContactForm.module.css';

const emptyEnquiry: Enquiry = { fullName: '', phoneNumber: '', userEmail: '', message: '' };

/**
 * What each field is, for the browser and for autofill. Nothing is `isRequired`
 * (docs/spec/product.md §5.1): the only check in the browser is the e-mail input type; the server
 * says what else is wrong.
 */
const fieldSettings: Record<EnquiryField, Partial<TextFieldProps>> = {
  fullName: { autoComplete: 'name' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  userEmail: { type: 'email', autoComplete: 'email' },
  message: { multiline: true },
};

/**
 * The server's errors once the visitor has changed `field`: its own error goes, and so does any
 * error told with the same words on another field (a rule either field meets: "an email address
 * or a phone number"). The server checks again on the next submission. A server error left on a
 * field sets its custom validity, and the browser would then refuse to send the form at all.
 * Unchanged errors keep the same object: a new one makes react-aria show every error again.
 */
function withoutErrorsAnsweredBy(
  errors: EnquiryFieldErrors,
  field: EnquiryField,
): EnquiryFieldErrors {
  const answered = errors[field];
  if (answered === undefined) return errors;
  const remaining: EnquiryFieldErrors = {};
  for (const other of enquiryFields) {
    const message = errors[other];
    if (message !== undefined && message !== answered) remaining[other] = message;
  }
  return remaining;
}

/**
 * The enquiry as the visitor sees it in the fields. That is the state, except just after the page
 * has hydrated: words typed into the prerendered form before the app took over the page are in
 * the fields (React leaves them there) but not in the state, which would send them as empty.
 */
function enquiryIn(data: FormData): Enquiry {
  const enquiry = { ...emptyEnquiry };
  for (const field of enquiryFields) {
    const value = data.get(field);
    if (typeof value === 'string') enquiry[field] = value;
  }
  return enquiry;
}

interface Outcome {
  isOpen: boolean;
  variant: 'success' | 'error';
  title: string;
  message: string;
}

/**
 * The enquiry form of the Contact page (docs/spec/product.md §2.8, §4.2, §5 and §8). On success the
 * fields empty and a "Success!" dialog shows the server's words; on failure the words the visitor
 * typed stay, the fields the server rejected say why, and an "Oops!" dialog shows the server's
 * words. Either way focus comes back to the Submit button when the dialog closes.
 */
export function ContactForm() {
  const [values, setValues] = useState<Enquiry>(emptyEnquiry);
  const [fieldErrors, setFieldErrors] = useState<EnquiryFieldErrors>({});
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({
    isOpen: false,
    variant: 'success',
    title: '',
    message: '',
  });
  // State updates land after a render; this stops a second submission in the same instant.
  const inFlight = useRef(false);
  const honeypotId = useId();

  // The dialog gives focus back to the Submit button when it closes.
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // On a slow link a visitor may start typing before the app has taken over the page. Adopt what
  // they typed once it has, or the next render would empty those fields again.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = enquiryIn(new FormData(formRef.current));
    if (enquiryFields.some((field) => typed[field] !== '')) setValues(typed);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    preloadAlertDialog();

    // What the fields show is what is sent (see enquiryIn), and what they keep showing.
    const data = new FormData(event.currentTarget);
    const enquiry = enquiryIn(data);
    setValues(enquiry);
    const honeypot = data.get(honeypotField);
    const result = await submitEnquiry(enquiry, {
      honeypot: typeof honeypot === 'string' ? honeypot : undefined,
    });

    inFlight.current = false;
    setPending(false);
    if (result.ok) {
      setValues(emptyEnquiry);
      setFieldErrors({});
      setOutcome({
        isOpen: true,
        variant: 'success',
        title: contactForm.success.title,
        message: result.message,
      });
    } else {
      setFieldErrors(result.fieldErrors);
      setOutcome({
        isOpen: true,
        variant: 'error',
        title: contactForm.failure.title,
        message: result.message,
      });
    }
  }

  return (
    <LocaleProvider>
      {/* With JavaScript off the form cannot send (the API takes JSON only): say so, and how else
          to reach the founder, in its place (public/noscript.css hides the form). */}
      <noscript>
        <p className={styles.scriptOff}>{contactForm.scriptOff}</p>
      </noscript>
      <Form
        ref={formRef}
        data-needs-script=""
        className={styles.form}
        validationErrors={fieldErrors}
        onSubmit={(event) => void onSubmit(event)}
      >
        {enquiryFields.map((field) => (
          <TextField
            key={field}
            {...fieldSettings[field]}
            name={field}
            label={contactForm.fields[field].label}
            errorPrefix={contactForm.errorPrefix}
            value={values[field]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setFieldErrors((current) => withoutErrorsAnsweredBy(current, field));
            }}
            // The dialog's motion code is fetched as soon as the visitor starts on the form.
            onFocus={preloadAlertDialog}
          />
        ))}
        {/*
         * The honeypot: a field no person sees or hears (off-screen, hidden from assistive
         * technology, out of the Tab order, never autofilled). Bots that fill in every box fill
         * it; the server then answers as usual but keeps the enquiry apart as spam.
         */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={honeypotId}>{contactForm.honeypotLabel}</label>
          <input
            id={honeypotId}
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {/*
         * Busy while sending: aria-disabled keeps the button focusable (so focus is not lost) and
         * tells screen readers it is unavailable; the in-flight guard above ignores further
         * submissions. react-aria's `isPending` was not used: without a visible progress label it
         * announces "Submit" assertively when sending ends, over the dialog that opens then.
         */}
        <Button ref={submitButtonRef} type="submit" aria-disabled={isPending || undefined}>
          {contactForm.submit}
        </Button>
        {/* Present from the start, so that screen readers pick up its changes. */}
        <p role="status" className="visually-hidden">
          {isPending ? contactForm.sending : ''}
        </p>
      </Form>
      <AlertDialog
        isOpen={outcome.isOpen}
        onClose={() => setOutcome((current) => ({ ...current, isOpen: false }))}
        title={outcome.title}
        message={outcome.message}
        variant={outcome.variant}
        returnFocusRef={submitButtonRef}
      />
    </LocaleProvider>
  );
}
