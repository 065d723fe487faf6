import type { Enquiry } from '../../shared/enquiry';

/**
 * What a visitor types into the contact form, in the pages' language (a Hindi visitor writes in
 * Hindi): an enquiry the service accepts, and then a message alone, which it refuses (no way to
 * reply to it). The audit's open states (`states.ts`) and the screen-reader journeys
 * (`a11y-tests/screen-reader/orca.ts`) type the same words.
 */
export interface TypedEnquiry extends Enquiry {
  refusedMessage: string;
}

const typed: { en: TypedEnquiry } & Partial<Record<string, TypedEnquiry>> = {
  en: {
    fullName: 'Asha Rao',
    phoneNumber: '+91 98765 43210',
    userEmail: 'asha@example.org',
    message: 'I would like to volunteer.',
    refusedMessage: 'A message with no way to reply to it.',
  },
  hi: {
    fullName: 'आशा राव',
    phoneNumber: '+91 98765 43210',
    userEmail: 'asha@example.org',
    message: 'मैं आपके साथ काम करना चाहती हूँ।',
    refusedMessage: 'बस एक संदेश, जवाब देने का कोई रास्ता नहीं।',
  },
};

/** What a visitor to the pages in `language` (a folder: `en`, `hi`) types; English otherwise. */
export const typedEnquiryIn = (language: string): TypedEnquiry => typed[language] ?? typed.en;
