/**
 * Every word of the enquiry form and the dialogs that answer it (docs/spec/product.md §2.8, §8
 * and §9.3). The form and the dialog only lay these words out; a Hindi version replaces this
 * file's strings.
 */
import type { EnquiryField } from '../shared/enquiry';
import { contactDetails } from './site';

/** One field of the form: its visible label and an optional hint shown under it. */
export interface FieldContent {
  readonly label: string;
  readonly description?: string;
}

/** What a dialog says: its title (the dialog's name) and the fallback message under it. */
interface OutcomeContent {
  readonly title: string;
  /** Shown when the server's answer carries no `message` of its own. */
  readonly fallbackMessage: string;
}

export const contactForm = {
  /** Visible labels, in the order the fields appear. Keys are the API's field names. */
  fields: {
    fullName: { label: 'Full name' },
    phoneNumber: { label: 'Phone number' },
    userEmail: { label: 'Email' },
    message: { label: 'Message' },
  },
  /** After the label of the one field that must be filled in (the message). */
  requiredMarker: '(required)',
  /**
   * Around the phone and e-mail fields: one of the two is needed, so that the reply can reach
   * the visitor. Read by screen readers on entering either field.
   */
  replyGroupLegend: 'How can we reply? Give an email address or a phone number, or both.',
  /** The heading of the list of fields to fix, above the form, after a refused send. */
  errorSummaryTitle: 'There is a problem',
  submit: 'Submit',
  /**
   * Spoken politely while the enquiry is on its way; never shown (docs/spec/product.md §4.2: no
   * statuses on screen).
   */
  sending: 'Sending your message…',
  /** Read, and shown, before each field's error message, so an error is not told by colour alone. */
  errorPrefix: 'Error:',
  /**
   * The label of the trap field that people never see and screen readers never read; only bots
   * that fill in every box find it.
   */
  honeypotLabel: 'Leave this field empty',
  /**
   * The page the service answers with when the form was sent without JavaScript (its heading is
   * the dialog's title, "Success!" or "Oops!", and its message the service's words).
   */
  resultPage: {
    /** Under "Success!": back to an empty form. */
    anotherMessage: 'Send another message',
    /**
     * Under "Oops!" when sending again now will not help (too many in a short time, a fault on our
     * side), before the e-mail address and the phone number.
     */
    otherWays: 'You can also write to us or call us:',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    email: contactDetails.email,
    emailHref: `mailto:${contactDetails.email}`,
    phone: contactDetails.phone,
    phoneHref: contactDetails.phoneHref,
  },
  success: { title: 'Success!', fallbackMessage: 'Message sent successfully.' },
  failure: { title: 'Oops!', fallbackMessage: 'Something went wrong.' },
} as const satisfies {
  fields: Record<EnquiryField, FieldContent>;
  requiredMarker: string;
  replyGroupLegend: string;
  errorSummaryTitle: string;
  submit: string;
  sending: string;
  errorPrefix: string;
  honeypotLabel: string;
  resultPage: {
    anotherMessage: string;
    otherWays: string;
    emailLabel: string;
    phoneLabel: string;
    email: string;
    emailHref: string;
    phone: string;
    phoneHref: string;
  };
  success: OutcomeContent;
  failure: OutcomeContent;
};

/**
 * The default button words of every alert dialog (docs/spec/product.md §9.3). They live here
 * because this is the only dialog of the site for now; move them to `shell` in site.ts when a
 * second one appears.
 */
export const dialogButtons = {
  confirm: 'OK',
  deny: 'No',
  cancel: 'Cancel',
} as const satisfies { confirm: string; deny: string; cancel: string };
