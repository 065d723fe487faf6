import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ErrorSummary/ErrorSummary';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { TextField, type TextFieldProps } from '../../../components/TextField/TextField';
import { Words } from '../../../components/Words/Words';
import { contactForm, validateEnquiry } from '../../../content/contactForm';
import { currentLanguage } from '../../../content/languages';
import { urgentHelp } from '../../../content/urgentHelp';
import { contactFormAction } from '../../../lib/apiClient';
import { onDemand, partFiles, prefetchScripts } from '../../../lib/onDemand';
import { LANGUAGE_PARAM } from '../../../shared/api';
import {
  enquiryFields,
  honeypotField,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
} from '../../../shared/enquiry';
import { onIdle } from '../../../startup/nextTask';
import { keepUnanswered, preloadKeptEnquiryNotice } from '../../keptEnquiries/loadNotice';
import { submitEnquiry, type EnquiryFieldErrors } from '../submitEnquiry';
import { OUTCOME_DIALOG_PART } from './outcomeDialogPart';
import styles from './ContactForm.module.css';

/**
 * The "Success!" and "Oops!" dialog: react-aria's, loaded at the first Submit (and fetched ahead
 * once the page is idle), so that the page's start has no react-aria (docs/performance.md).
 */
const outcomeDialog = onDemand(() => import('./OutcomeDialog'));

/**
 * Where the form posts itself without script: the service's address, saying the page's language
 * so that its answer is in it (docs/spec/contracts.md §3.12). In the address rather than a hidden
 * field, so that the service knows it before it reads the body: a post it refuses unread (from
 * another website, too many, too large) is answered in the visitor's language too.
 */
const formAction = `${contactFormAction}?${LANGUAGE_PARAM}=${encodeURIComponent(currentLanguage.folder)}`;

const emptyEnquiry: Enquiry = { fullName: '', phoneNumber: '', userEmail: '', message: '' };

/**
 * What each field is, for the browser and for autofill. The message is required (marked so, seen
 * and heard); of the phone and the e-mail one is needed, which the group around them says.
 */
const fieldSettings: Record<EnquiryField, Partial<TextFieldProps>> = {
  fullName: { autoComplete: 'name' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  userEmail: { type: 'email', autoComplete: 'email' },
  message: { multiline: true, isRequired: true },
};

/** The fields the visitor may give to be replied to, in the form's order: one is needed. */
const replyFields: readonly EnquiryField[] = ['phoneNumber', 'userEmail'];

/**
 * The server's errors once the visitor has changed `field`: its own error goes, and so does any
 * error told with the same words on another field (a rule either field meets: "an email address
 * or a phone number"). The server checks again on the next submission. Unchanged errors keep the
 * same object, so nothing else renders again.
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

/**
 * What the fields hold, read from the controls themselves, for the moment the page has just
 * hydrated. Not `new FormData(form)` there: it lays the page out first, and right after
 * hydration that is the whole page, about 80 ms of a cheap phone's time (docs/performance.md).
 */
function typedInto(form: HTMLFormElement): Enquiry {
  const enquiry = { ...emptyEnquiry };
  for (const field of enquiryFields) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      enquiry[field] = control.value;
    }
  }
  return enquiry;
}

/**
 * The error summary's entries: each field's message once, in the form's order (the rule told on
 * both the phone and the e-mail field is listed once, at the first of them).
 */
function summaryOf(errors: EnquiryFieldErrors, fieldId: (field: EnquiryField) => string) {
  const items: ErrorSummaryItem[] = [];
  for (const field of enquiryFields) {
    const message = errors[field];
    if (message !== undefined && !items.some((item) => item.message === message)) {
      items.push({ fieldId: fieldId(field), message });
    }
  }
  return items;
}

export interface ContactFormProps {
  /**
   * Only on the page the service answers a refused post with when no script ran
   * (ContactResultPage): the words the visitor sent, back in their fields, and why each field to
   * fix was refused. That page has no script: the form is a plain HTML form there.
   */
  refused?: { readonly values: Enquiry; readonly errors: EnquiryErrors };
}

interface Outcome {
  isOpen: boolean;
  variant: 'success' | 'error';
  title: string;
  message: string;
  /**
   * The dialog's code could not be had (the link died before it was fetched): the outcome is
   * then told in the form itself, under Submit, rather than not at all.
   */
  inForm?: boolean;
}

/**
 * The enquiry form of the Contact page (docs/spec/product.md §2.8, §4.2, §5 and §8). Every Submit
 * ends in a request or in words the visitor hears: the enquiry is first checked here, with the
 * same rules the service applies (src/shared/enquiry.ts), so a message left empty or a mistyped
 * address is told at once, without a round trip over a slow link. On success the fields empty
 * and a "Success!" dialog shows the server's words, and focus comes back to Submit. On failure
 * the words the visitor typed stay, each field to fix says why, an "Oops!" dialog names the
 * fields, and its OK takes focus to the error summary above the form (a link to each field), or
 * to Submit when no field is at fault (a network failure, a server fault).
 */
export function ContactForm({ refused }: ContactFormProps = {}) {
  const [values, setValues] = useState<Enquiry>(refused?.values ?? emptyEnquiry);
  const [fieldErrors, setFieldErrors] = useState<EnquiryFieldErrors>(refused?.errors ?? {});
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

  // Where the dialog gives focus when it closes: the summary, or the Submit button.
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const fieldId = (field: EnquiryField) => `${formId}-${field}`;

  // On a slow link a visitor may start typing before the app has taken over the page. Adopt what
  // they typed once it has, or the next render would empty those fields again.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = typedInto(formRef.current);
    if (enquiryFields.some((field) => typed[field] !== '')) setValues(typed);
  }, []);

  // While the page has a link, in the browser's idle time: the notice that says an enquiry is
  // kept must not need one (its code is loaded), nor the dialog that says "Oops!" (its files are
  // fetched, not run: running them is react-aria's locale work, left to the first Submit).
  useEffect(() => {
    if (refused !== undefined) return;
    return onIdle(() => {
      preloadKeptEnquiryNotice();
      void prefetchScripts(partFiles(OUTCOME_DIALOG_PART));
    }, 5000);
  }, [refused]);

  /** Shows the outcome in the dialog, once its code is here; in the form when it cannot be. */
  async function tell(told: Omit<Outcome, 'isOpen' | 'inForm'>) {
    const inForm = await outcomeDialog.load().then(
      () => false,
      () => true,
    );
    setOutcome({ ...told, isOpen: true, inForm });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // The dialog's code, on its way while the enquiry is checked and sent.
    outcomeDialog.load().catch(() => undefined);
    setOutcome((current) => (current.inForm ? { ...current, isOpen: false } : current));

    // What the fields show is what is sent (see enquiryIn), and what they keep showing.
    const data = new FormData(event.currentTarget);
    const enquiry = enquiryIn(data);
    setValues(enquiry);

    const checked = validateEnquiry(enquiry);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      await tell({
        variant: 'error',
        title: contactForm.failure.title,
        message: checked.message,
      });
      return;
    }

    inFlight.current = true;
    setPending(true);
    const honeypot = data.get(honeypotField);
    const result = await submitEnquiry(enquiry, {
      honeypot: typeof honeypot === 'string' ? honeypot : undefined,
    });

    // No answer: kept on this phone when it can be, to go when the link is back; the notice at
    // the top of the page says so and takes focus (docs/offline.md). Else today's "Oops!".
    const kept = !result.ok && result.unanswered ? await keepUnanswered(result.unanswered) : false;

    inFlight.current = false;
    setPending(false);
    if (kept) {
      setValues(emptyEnquiry);
      setFieldErrors({});
    } else if (result.ok) {
      setValues(emptyEnquiry);
      setFieldErrors({});
      await tell({
        variant: 'success',
        title: contactForm.success.title,
        // The service's words, then where to turn before the reply comes.
        message: `${result.message} ${urgentHelp.afterSending}`,
      });
    } else {
      setFieldErrors(result.fieldErrors);
      await tell({
        variant: 'error',
        title: contactForm.failure.title,
        message: result.message,
      });
    }
  }

  const renderField = (field: EnquiryField) => (
    <TextField
      key={field}
      {...fieldSettings[field]}
      id={fieldId(field)}
      name={field}
      label={contactForm.fields[field].label}
      error={fieldErrors[field]}
      errorPrefix={contactForm.errorPrefix}
      requiredMarker={contactForm.requiredMarker}
      value={values[field]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setFieldErrors((current) => withoutErrorsAnsweredBy(current, field));
      }}
    />
  );

  const Dialog = outcomeDialog.loaded()?.OutcomeDialog;
  return (
    <>
      {/*
       * A plain HTML form as well, GOV.UK's progressive enhancement: with no script (JavaScript
       * off, Opera Mini's server mode, an old WebView) the browser posts it itself, form-encoded,
       * and the service answers with a page (docs/spec/contracts.md §3.11). With script, onSubmit
       * stops that post and sends the JSON call instead; before the app has arrived, the boot
       * script holds the post back until it can (src/startup/earlyInteractions.ts).
       * `noValidate`: the checks are this component's (onSubmit), told in words; the browser's
       * own would stop a Submit without a word to a screen reader.
       */}
      <form
        ref={formRef}
        action={formAction}
        method="post"
        noValidate
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <ErrorSummary
          ref={summaryRef}
          title={contactForm.errorSummaryTitle}
          errors={summaryOf(fieldErrors, fieldId)}
          // No script will move focus on the refused post's page: the browser does, as it loads.
          // There the summary sits right under the page's h1, not under the Contact page's h2.
          focusOnLoad={refused !== undefined}
          headingLevel={refused ? 2 : 3}
        />
        {renderField('fullName')}
        <fieldset className={styles.replyGroup}>
          <legend className={styles.legend}>
            <Words>{contactForm.replyGroupLegend}</Words>
          </legend>
          {replyFields.map(renderField)}
        </fieldset>
        {renderField('message')}
        {/*
         * The honeypot: a field no person sees or hears (off-screen, hidden from assistive
         * technology, out of the Tab order, never autofilled). Bots that fill in every box fill
         * it; the server then answers as usual but keeps the enquiry apart as spam.
         */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={honeypotId}>
            <Words>{contactForm.honeypotLabel}</Words>
          </label>
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
         * submissions.
         */}
        <SubmitButton ref={submitButtonRef} aria-disabled={isPending || undefined}>
          <Words>{contactForm.submit}</Words>
        </SubmitButton>
        {/* Present from the start, so that screen readers pick up its changes. */}
        <p role="status" className="visually-hidden">
          {isPending ? contactForm.sending : ''}
        </p>
        {/* Present from the start too: the outcome when the dialog's code could not be had. */}
        <div role="alert" className={styles.outcomeInForm}>
          {outcome.isOpen && outcome.inForm ? (
            <>
              <p className={styles.outcomeTitle}>
                <Words>{outcome.title}</Words>
              </p>
              <p>
                <Words>{outcome.message}</Words>
              </p>
            </>
          ) : null}
        </div>
      </form>
      {Dialog ? (
        <Dialog
          isOpen={outcome.isOpen && !outcome.inForm}
          onClose={() => setOutcome((current) => ({ ...current, isOpen: false }))}
          title={outcome.title}
          message={outcome.message}
          variant={outcome.variant}
          returnFocus={() =>
            outcome.variant === 'error' && summaryRef.current
              ? summaryRef.current
              : submitButtonRef.current
          }
        />
      ) : null}
    </>
  );
}
