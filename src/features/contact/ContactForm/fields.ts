/**
 * The contact form's fields (ContactForm.tsx): what each one is, what they hold (read from the
 * form, also before the app took the page over), and how the errors told on them change and are
 * summed up.
 */
import type { ErrorSummaryItem } from '../../../components/ErrorSummary/ErrorSummary';
import type { TextFieldProps } from '../../../components/TextField/TextField';
import {
  checkedFields,
  emptyEnquiry,
  enquiryFields,
  type CheckedField,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
} from '../../../shared/enquiry';
import type { EnquiryFieldErrors } from '../submitEnquiry';

/**
 * A post the service refused when no script ran: the words sent, who said they were writing, and
 * why each field was refused.
 */
export interface RefusedPost {
  readonly values: Enquiry;
  readonly writer?: string | undefined;
  /** Whether a parent's statement was ticked (`yes`). */
  readonly consent?: string | undefined;
  readonly errors: EnquiryErrors;
}

/**
 * What each field is, for the browser and for autofill. The message is required (marked so, seen
 * and heard); of the phone and the e-mail one is needed, which the group around them says.
 */
export const fieldSettings: Record<EnquiryField, Partial<TextFieldProps>> = {
  fullName: { autoComplete: 'name' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  userEmail: { type: 'email', autoComplete: 'email' },
  message: { multiline: true, isRequired: true },
  // A parent's or guardian's only (ParentOnly), and needed from them: they are called to confirm.
  relationship: { isRequired: true },
};

/** The fields the visitor may give to be replied to, in the form's order: one is needed. */
export const replyFields: readonly EnquiryField[] = ['phoneNumber', 'userEmail'];

/**
 * The server's errors once the visitor has changed `field`: its own error goes, and so does any
 * error told with the same words on another field (a rule either field meets: "an email address
 * or a phone number"). The server checks again on the next submission. Unchanged errors keep the
 * same object, so nothing else renders again.
 */
export function withoutErrorsAnsweredBy(
  errors: EnquiryFieldErrors,
  field: CheckedField,
): EnquiryFieldErrors {
  const answered = errors[field];
  if (answered === undefined) return errors;
  const remaining: EnquiryFieldErrors = {};
  for (const other of checkedFields) {
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
export function enquiryIn(data: FormData): Enquiry {
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
export function typedInto(form: HTMLFormElement): Enquiry {
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
export function summaryOf(errors: EnquiryFieldErrors, fieldId: (field: CheckedField) => string) {
  const items: ErrorSummaryItem[] = [];
  for (const field of checkedFields) {
    const message = errors[field];
    if (message !== undefined && !items.some((item) => item.message === message)) {
      items.push({ fieldId: fieldId(field), message });
    }
  }
  return items;
}
