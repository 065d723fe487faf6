/**
 * Every word of the enquiry form and the dialogs that answer it (docs/spec/product.md §2.8, §8
 * and §9.3), from `content/<language>/contact-form.yaml`. The form and the dialog only lay these
 * words out.
 */
import { enquiryCheck, type EnquiryField } from '../shared/enquiry';
import { currentLanguage } from './languages';
import { contactDetails } from './site';
import { words } from './words/contactForm';

/** One field of the form: its visible label and an optional hint shown under it. */
export interface FieldContent {
  readonly label: string;
  readonly description?: string;
}

const { dialogButtons: buttons, ...form } = words;

const withContactDetails = {
  ...form,
  /** The no-JavaScript result page's words, with the e-mail and phone of site.yaml. */
  resultPage: {
    ...form.resultPage,
    email: contactDetails.email,
    emailHref: contactDetails.emailHref,
    phone: contactDetails.phone,
    phoneHref: contactDetails.phoneHref,
  },
};

/** Visible labels (keys are the API's field names) and every message of the form. */
export const contactForm = withContactDetails satisfies {
  fields: Record<EnquiryField, FieldContent>;
};

/**
 * The default button words of every alert dialog (docs/spec/product.md §9.3). They live with the
 * form's words because this is the only dialog of the site for now.
 */
export const dialogButtons: {
  readonly confirm: string;
  readonly deny: string;
  readonly cancel: string;
} = buttons;

/**
 * The enquiry's one check (src/shared/enquiry.ts) with this language's words (`problems:`), the
 * same words the service answers with when the form says it is in this language: the messages,
 * the check, and the summary that names the fields to change.
 */
export const {
  messages: enquiryMessages,
  validate: validateEnquiry,
  summary: invalidEnquiryMessage,
} = enquiryCheck({ lang: currentLanguage.lang, problems: words.problems });
