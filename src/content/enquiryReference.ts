/**
 * The sentence that gives a visitor their enquiry's reference (src/shared/reference.ts), from
 * `success.reference` in `content/<language>/contact-form.yaml`: under "Success!" (the dialog,
 * and the page without JavaScript) and in the notice of an enquiry kept on the phone once it has
 * gone. A module of its own, not `./contactForm`: that one brings the form's checks (valibot),
 * which a page that only shows the notice does not need.
 */
import { words } from './words/contactForm';

/** "Your reference number is {reference}. …": `{reference}` is where the number goes, once. */
export const referenceSentence: string = words.success.reference;
