/**
 * The words of the notice of an enquiry kept on the phone (docs/offline.md), from `kept:` in
 * `content/<language>/contact-form.yaml`. A module of its own, not `./contactForm`: that one
 * brings the form's checks (valibot), which a page that only shows the notice does not need.
 */
import { words } from './words/contactForm';

export const keptEnquiryWords = words.kept;
