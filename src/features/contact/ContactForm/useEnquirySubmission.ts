import { useRef, useState, type FormEvent } from 'react';
import { contactForm, validateEnquiry } from '../../../content/contactForm';
import { urgentHelp } from '../../../content/urgentHelp';
import { onDemand } from '../../../lib/onDemand';
import {
  CONSENT_GIVEN,
  consentField,
  emptyEnquiry,
  honeypotField,
  writerField,
  type CheckedField,
  type Enquiry,
  type EnquiryField,
} from '../../../shared/enquiry';
import { keepUnanswered } from '../../keptEnquiries/loadNotice';
import { submitEnquiry, type EnquiryFieldErrors, type EnquiryResult } from '../submitEnquiry';
import { enquiryIn, withoutErrorsAnsweredBy, type RefusedPost } from './fields';

/**
 * The "Success!" and "Oops!" dialog: react-aria's, loaded at the first Submit (and fetched ahead
 * once the page is idle), so that the page's start has no react-aria (docs/performance.md).
 */
export const outcomeDialog = onDemand(() => import('./OutcomeDialog'));

export interface Outcome {
  isOpen: boolean;
  variant: 'success' | 'error';
  title: string;
  message: string;
  /** On success, the enquiry's reference (six digits), told under the message when given. */
  reference?: string;
  /**
   * The dialog's code could not be had (the link died before it was fetched): the outcome is
   * then told in the form itself, under Submit, rather than not at all.
   */
  inForm?: boolean;
}

/** What an outcome says; whether it is open, and where, is `tell`'s to decide. */
type Told = Omit<Outcome, 'isOpen' | 'inForm'>;

/** "Oops!", with the words that say why. */
function oops(message: string): Told {
  return { variant: 'error', title: contactForm.failure.title, message };
}

/** "Success!", from the service's answer. */
function success(result: Extract<EnquiryResult, { ok: true }>): Told {
  return {
    variant: 'success',
    title: contactForm.success.title,
    // The service's words, then where to turn before the reply comes.
    message: `${result.message} ${urgentHelp.afterSending}`,
    // Under them, the number to quote when writing or calling about it.
    reference: result.reference,
  };
}

/**
 * The enquiry checked with the service's own rules (src/shared/enquiry.ts), who is writing and
 * the parent's statement included.
 */
function check(enquiry: Enquiry, data: FormData) {
  const writer = data.get(writerField);
  const consentGiven = data.get(consentField);
  return validateEnquiry({
    ...enquiry,
    writer: writer ?? undefined,
    consent: consentGiven ?? undefined,
  });
}

/** The enquiry sent, with the honeypot, who is writing and the parent's statement as posted. */
function send(enquiry: Enquiry, data: FormData) {
  const posted = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return submitEnquiry(enquiry, {
    honeypot: posted(honeypotField),
    writer: posted(writerField),
    consent: posted(consentField),
  });
}

/**
 * What the fields hold: the words in them, the parent's statement, and the errors told on them,
 * which go as the visitor answers them.
 */
function useEnquiryFields(refused: RefusedPost | undefined) {
  const [values, setValues] = useState<Enquiry>(refused?.values ?? emptyEnquiry);
  const [fieldErrors, setFieldErrors] = useState<EnquiryFieldErrors>(refused?.errors ?? {});
  // A parent's statement: ticked or not (ParentConsent). Emptied with the fields.
  const [consent, setConsent] = useState(refused?.consent === CONSENT_GIVEN);

  /** The visitor changed a field: its words kept, the errors it answers gone. */
  function change(field: EnquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    answered(field);
  }

  /** The parent's statement ticked or not: its error goes. */
  function changeConsent(checked: boolean) {
    setConsent(checked);
    answered(consentField);
  }

  /** The visitor answered a question (a field, or who is writing): the errors it answers go. */
  function answered(field: CheckedField) {
    setFieldErrors((current) => withoutErrorsAnsweredBy(current, field));
  }

  /** Sent, or kept on the phone: the fields empty. */
  function clear() {
    setValues(emptyEnquiry);
    setConsent(false);
    setFieldErrors({});
  }

  return {
    values,
    setValues,
    fieldErrors,
    setFieldErrors,
    consent,
    change,
    changeConsent,
    answered,
    clear,
  };
}

/** The outcome to tell: told in the dialog once its code is here, in the form when it cannot be. */
function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>({
    isOpen: false,
    variant: 'success',
    title: '',
    message: '',
  });

  /** Shows the outcome in the dialog, once its code is here; in the form when it cannot be. */
  async function tell(told: Told) {
    const inForm = await outcomeDialog.load().then(
      () => false,
      () => true,
    );
    setOutcome({ ...told, isOpen: true, inForm });
  }

  /** A new Submit takes back an outcome told in the form. */
  const takeBackFromForm = () =>
    setOutcome((current) => (current.inForm ? { ...current, isOpen: false } : current));
  const closeOutcome = () => setOutcome((current) => ({ ...current, isOpen: false }));

  return { outcome, tell, takeBackFromForm, closeOutcome };
}

/**
 * What the form holds and what it is doing: the words in its fields, the errors told on them,
 * whether an enquiry is being sent, and the outcome to tell. `onSubmit` checks the enquiry with
 * the service's own rules, sends it, keeps it on the phone when no answer comes, and tells the
 * outcome (README.md, "What happens on Submit").
 */
export function useEnquirySubmission(
  refused: RefusedPost | undefined,
  /** Called once the enquiry has been stored (a refused one's words put back: it leaves the phone). */
  onSent?: () => void,
) {
  const fields = useEnquiryFields(refused);
  const [isPending, setPending] = useState(false);
  const { outcome, tell, takeBackFromForm, closeOutcome } = useOutcome();
  // State updates land after a render; this stops a second submission in the same instant.
  const inFlight = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // The dialog's code, on its way while the enquiry is checked and sent.
    outcomeDialog.load().catch(() => undefined);
    takeBackFromForm();

    // What the fields show is what is sent (see enquiryIn), and what they keep showing.
    const data = new FormData(event.currentTarget);
    const enquiry = enquiryIn(data);
    fields.setValues(enquiry);

    const checked = check(enquiry, data);
    if (!checked.ok) {
      fields.setFieldErrors(checked.errors);
      await tell(oops(checked.message));
      return;
    }

    inFlight.current = true;
    setPending(true);
    const result = await send(enquiry, data);

    // No answer: kept on this phone when it can be, to go when the link is back; the notice at
    // the top of the page says so and takes focus (docs/offline.md). Else today's "Oops!".
    const kept = !result.ok && result.unanswered ? await keepUnanswered(result.unanswered) : false;

    inFlight.current = false;
    setPending(false);
    if (kept) {
      fields.clear();
    } else if (result.ok) {
      onSent?.();
      fields.clear();
      await tell(success(result));
    } else {
      fields.setFieldErrors(result.fieldErrors);
      await tell(oops(result.message));
    }
  }

  return {
    values: fields.values,
    setValues: fields.setValues,
    fieldErrors: fields.fieldErrors,
    isPending,
    outcome,
    onSubmit,
    change: fields.change,
    consent: fields.consent,
    changeConsent: fields.changeConsent,
    answered: fields.answered,
    closeOutcome,
  };
}
