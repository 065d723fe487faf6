/**
 * The contact form's dialogs ("Success!", "Oops!") as a part fetched on demand
 * (src/lib/onDemand.ts): its name, and its source module, whose chunks the prerender lists on the
 * contact pages for them to prefetch. The dialogs are react-aria's; the form's first view is
 * not (docs/performance.md, "The contact page's start").
 */
export const OUTCOME_DIALOG_PART = 'outcome-dialog';
export const OUTCOME_DIALOG_SOURCE = 'src/features/contact/ContactForm/OutcomeDialog.tsx';
