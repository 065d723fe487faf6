import { useEffect, useId, useRef, type RefObject } from 'react';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary';
import { ReferenceText } from '../../../components/ReferenceText/ReferenceText';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { Words } from '../../../components/Words/Words';
import { contactForm } from '../../../content/contactForm';
import { currentLanguage } from '../../../content/languages';
import { contactFormAction } from '../../../lib/apiClient';
import { partFiles, prefetchScripts } from '../../../lib/onDemand';
import { LANGUAGE_PARAM } from '../../../shared/api';
import {
  enquiryFields,
  honeypotField,
  type CheckedField,
  type Enquiry,
  type EnquiryField,
} from '../../../shared/enquiry';
import { ParentConsent } from '../ParentConsent/ParentConsent';
import { ParentOnly, WhoIsWriting } from '../WhoIsWriting/WhoIsWriting';
import { onIdle } from '../../../startup/nextTask';
import { preloadKeptEnquiryNotice } from '../../keptEnquiries/loadNotice';
import { claimWordsPutBack, type WordsPutBack } from '../../keptEnquiries/wordsPutBack';
import { focusProgrammatically } from '../../../lib/focus';
import { fieldSettings, replyFields, summaryOf, typedInto, type RefusedPost } from './fields';
import { OUTCOME_DIALOG_PART } from './outcomeDialogPart';
import { outcomeDialog, useEnquirySubmission, type Outcome } from './useEnquirySubmission';
import styles from './ContactForm.module.css';

/**
 * Where the form posts itself without script: the service's address, saying the page's language
 * so that its answer is in it (docs/spec/contracts.md §3.12). In the address rather than a hidden
 * field, so that the service knows it before it reads the body: a post it refuses unread (from
 * another website, too many, too large) is answered in the visitor's language too.
 */
const formAction = `${contactFormAction}?${LANGUAGE_PARAM}=${encodeURIComponent(currentLanguage.folder)}`;

export interface ContactFormProps {
  /**
   * Only on the page the service answers a refused post with when no script ran
   * (ContactResultPage): the words the visitor sent, back in their fields, and why each field to
   * fix was refused. That page has no script: the form is a plain HTML form there.
   */
  refused?: RefusedPost;
  /**
   * A refused enquiry's words, given back by the notice of what is kept on the phone ("Put my
   * words back in the form"): the form starts from them, with the service's reasons, and takes
   * focus (the error summary, or the message when no field was at fault).
   */
  putBack?: WordsPutBack | undefined;
}

/**
 * On a slow link a visitor may start typing before the app has taken over the page. Adopt what
 * they typed once it has, or the next render would empty those fields again.
 */
function useWordsTypedBeforeTheApp(
  form: RefObject<HTMLFormElement | null>,
  setValues: (enquiry: Enquiry) => void,
) {
  useEffect(() => {
    if (!form.current) return;
    const typed = typedInto(form.current);
    if (enquiryFields.some((field) => typed[field] !== '')) setValues(typed);
    // Both never change (a ref, a state setter): once, as the app takes the page over.
  }, [form, setValues]);
}

/**
 * While the page has a link, in the browser's idle time: the notice that says an enquiry is
 * kept must not need one (its code is loaded), nor the dialog that says "Oops!" (its files are
 * fetched, not run: running them is react-aria's locale work, left to the first Submit).
 */
function usePartsFetchedWhenIdle(refused: RefusedPost | undefined) {
  useEffect(() => {
    if (refused !== undefined) return;
    return onIdle(() => {
      preloadKeptEnquiryNotice();
      void prefetchScripts(partFiles(OUTCOME_DIALOG_PART));
    }, 5000);
  }, [refused]);
}

/**
 * Given a refused enquiry's words back ("Put my words back in the form"), the form starts from
 * them (its first state; the page gives the form a new key at each press) and takes focus once,
 * as it mounts: the error summary when the service named fields to fix (read at once, as after a
 * refused Submit), else the message. Words still not sent when the page is opened again later
 * are there, without focus: it goes where any page's does.
 */
function useFocusOnWordsPutBack(
  putBack: WordsPutBack | undefined,
  summary: RefObject<HTMLDivElement | null>,
  messageId: string,
) {
  useEffect(() => {
    // Claimed once per press: a later render, or a later visit, moves nothing.
    if (!putBack || !claimWordsPutBack(putBack)) return;
    const toFix = Object.keys(putBack.errors).length > 0;
    const target = toFix ? summary.current : document.getElementById(messageId);
    if (target) focusProgrammatically(target);
  }, [putBack, summary, messageId]);
}

/** A field's hint, when the content gives one ("For example: my son…"). */
function descriptionOf(field: EnquiryField): { description?: string } {
  const { description } = contactForm.fields[field];
  return description === undefined ? {} : { description };
}

/**
 * The honeypot: a field no person sees or hears (off-screen, hidden from assistive technology,
 * out of the Tab order, never autofilled). Bots that fill in every box fill it; the server then
 * answers as usual but keeps the enquiry apart as spam.
 */
function Honeypot() {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>
        <Words>{contactForm.honeypotLabel}</Words>
      </label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The outcome, in an alert region under Submit, when the dialog's code could not be had. */
function OutcomeInForm({ outcome }: { outcome: Outcome }) {
  return (
    <div role="alert" className={styles.outcomeInForm}>
      {outcome.isOpen && outcome.inForm ? (
        <>
          <p className={styles.outcomeTitle}>
            <Words>{outcome.title}</Words>
          </p>
          <p>
            <Words>{outcome.message}</Words>
          </p>
          {outcome.reference ? (
            <p>
              <ReferenceText reference={outcome.reference} />
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * Who is writing, first: the fields and Submit show for "I am 18 or older" and for a parent or
 * guardian, with the parent's own (ParentOnly); never for "I am under 18".
 */
function EnquiryQuestions({
  submission,
  fieldId,
  chosen,
  submitButtonRef,
}: {
  submission: ReturnType<typeof useEnquirySubmission>;
  fieldId: (field: CheckedField) => string;
  /** The answer to "Who is writing?" already given (a refused post, or words put back). */
  chosen: string | undefined;
  submitButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { values, fieldErrors, isPending, change, consent, changeConsent, answered } = submission;
  const renderField = (field: EnquiryField) => (
    <TextField
      key={field}
      {...fieldSettings[field]}
      id={fieldId(field)}
      name={field}
      label={contactForm.fields[field].label}
      {...descriptionOf(field)}
      error={fieldErrors[field]}
      errorPrefix={contactForm.errorPrefix}
      requiredMarker={contactForm.requiredMarker}
      value={values[field] ?? ''}
      onChange={(value) => change(field, value)}
    />
  );

  return (
    <WhoIsWriting
      id={fieldId('writer')}
      error={fieldErrors.writer}
      chosen={chosen}
      onChoose={() => answered('writer')}
    >
      {renderField('fullName')}
      <ParentOnly>{renderField('relationship')}</ParentOnly>
      <fieldset className={styles.replyGroup}>
        <legend className={styles.legend}>
          <Words>{contactForm.replyGroupLegend}</Words>
        </legend>
        {replyFields.map(renderField)}
      </fieldset>
      {renderField('message')}
      <ParentOnly>
        <ParentConsent
          id={fieldId('consent')}
          checked={consent}
          onChange={changeConsent}
          error={fieldErrors.consent}
        />
      </ParentOnly>
      {/*
       * Busy while sending: aria-disabled keeps the button focusable (so focus is not lost)
       * and tells screen readers it is unavailable; the in-flight guard of
       * useEnquirySubmission ignores further submissions.
       */}
      <SubmitButton ref={submitButtonRef} aria-disabled={isPending || undefined}>
        <Words>{contactForm.submit}</Words>
      </SubmitButton>
    </WhoIsWriting>
  );
}

/**
 * The "Success!" or "Oops!" dialog, once its code is here (`outcomeDialog`, loaded at the first
 * Submit); nothing before. Closing it gives focus to the error summary after "Oops!", else to
 * Submit.
 */
function OutcomeDialogWhenLoaded({
  outcome,
  onClose,
  summaryRef,
  submitButtonRef,
}: {
  outcome: Outcome;
  onClose: () => void;
  summaryRef: RefObject<HTMLDivElement | null>;
  submitButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const Dialog = outcomeDialog.loaded()?.OutcomeDialog;
  return Dialog ? (
    <Dialog
      isOpen={outcome.isOpen && !outcome.inForm}
      onClose={onClose}
      title={outcome.title}
      message={outcome.message}
      // The enquiry's reference, under the service's words: part of what is read on opening.
      detail={outcome.reference ? <ReferenceText reference={outcome.reference} /> : undefined}
      variant={outcome.variant}
      returnFocus={() =>
        outcome.variant === 'error' && summaryRef.current
          ? summaryRef.current
          : submitButtonRef.current
      }
    />
  ) : null;
}

/**
 * The enquiry form of the Contact page (docs/spec/product.md §2.8, §4.2, §5 and §8). Every Submit
 * ends in a request or in words the visitor hears: the enquiry is first checked here, with the
 * same rules the service applies (src/shared/enquiry.ts), so a message left empty or a mistyped
 * address is told at once, without a round trip over a slow link. On success the fields empty
 * and a "Success!" dialog shows the server's words and the enquiry's reference, and focus comes
 * back to Submit. On failure the words the visitor typed stay, each field to fix says why, an
 * "Oops!" dialog names the fields, and its OK takes focus to the error summary above the form (a
 * link to each field), or to Submit when no field is at fault (a network failure, a server
 * fault).
 */
export function ContactForm({ refused, putBack }: ContactFormProps = {}) {
  const submission = useEnquirySubmission(refused ?? putBack, putBack?.onSent);
  const { setValues, fieldErrors, isPending, outcome, onSubmit, closeOutcome } = submission;

  // Where the dialog gives focus when it closes: the summary, or the Submit button.
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const fieldId = (field: CheckedField) => `${formId}-${field}`;
  useWordsTypedBeforeTheApp(formRef, setValues);
  usePartsFetchedWhenIdle(refused);
  useFocusOnWordsPutBack(putBack, summaryRef, fieldId('message'));

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
        <EnquiryQuestions
          submission={submission}
          fieldId={fieldId}
          chosen={(refused ?? putBack)?.writer}
          submitButtonRef={submitButtonRef}
        />
        <Honeypot />
        {/* Present from the start, so that screen readers pick up its changes. */}
        <p role="status" className="visually-hidden">
          {isPending ? contactForm.sending : ''}
        </p>
        {/* Present from the start too: the outcome when the dialog's code could not be had. */}
        <OutcomeInForm outcome={outcome} />
      </form>
      <OutcomeDialogWhenLoaded
        outcome={outcome}
        onClose={closeOutcome}
        summaryRef={summaryRef}
        submitButtonRef={submitButtonRef}
      />
    </>
  );
}
