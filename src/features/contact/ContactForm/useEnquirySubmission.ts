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
import { submitEnquiry, type EnquiryFieldErrors } from '../submitEnquiry';
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
  const [values, setValues] = useState<Enquiry>(refused?.values ?? emptyEnquiry);
  const [fieldErrors, setFieldErrors] = useState<EnquiryFieldErrors>(refused?.errors ?? {});
  // A parent's statement: ticked or not (ParentConsent). Emptied with the fields.
  const [consent, setConsent] = useState(refused?.consent === CONSENT_GIVEN);
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({
    isOpen: false,
    variant: 'success',
    title: '',
    message: '',
  });
  // State updates land after a render; this stops a second submission in the same instant.
  const inFlight = useRef(false);

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
    const writer = data.get(writerField);
    const consentGiven = data.get(consentField);

    const checked = validateEnquiry({
      ...enquiry,
      writer: writer ?? undefined,
      consent: consentGiven ?? undefined,
    });
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
      writer: typeof writer === 'string' ? writer : undefined,
      consent: typeof consentGiven === 'string' ? consentGiven : undefined,
    });

    // No answer: kept on this phone when it can be, to go when the link is back; the notice at
    // the top of the page says so and takes focus (docs/offline.md). Else today's "Oops!".
    const kept = !result.ok && result.unanswered ? await keepUnanswered(result.unanswered) : false;

    inFlight.current = false;
    setPending(false);
    if (kept) {
      setValues(emptyEnquiry);
      setConsent(false);
      setFieldErrors({});
    } else if (result.ok) {
      onSent?.();
      setValues(emptyEnquiry);
      setConsent(false);
      setFieldErrors({});
      await tell({
        variant: 'success',
        title: contactForm.success.title,
        // The service's words, then where to turn before the reply comes.
        message: `${result.message} ${urgentHelp.afterSending}`,
        // Under them, the number to quote when writing or calling about it.
        reference: result.reference,
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

  const closeOutcome = () => setOutcome((current) => ({ ...current, isOpen: false }));

  return {
    values,
    setValues,
    fieldErrors,
    isPending,
    outcome,
    onSubmit,
    change,
    consent,
    changeConsent,
    answered,
    closeOutcome,
  };
}
