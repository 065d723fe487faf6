import { group, optional, sentenceWith, text, type Check } from '../check.ts';

const formField = group({ label: text(), description: optional(text()) });
const outcome = { title: text(), fallbackMessage: text() };

/** The problems of one field of the enquiry; `{limit}` is its longest length. */
function fieldProblems<F extends Record<string, Check<unknown>>>(more: F) {
  return group({
    notText: text(),
    tooLong: text({ placeholders: ['limit'] }),
    unusual: text(),
    ...more,
  });
}

/** contact-form.yaml: the form's words and its problems' sentences. */
export const contactForm = {
  fields: group({
    fullName: formField,
    phoneNumber: formField,
    userEmail: formField,
    message: formField,
    relationship: formField,
  }),
  consent: group({ label: text() }),
  writer: group({
    legend: text(),
    adult: text(),
    adultHint: text(),
    parent: text(),
    underEighteen: text(),
    forParent: group({
      thanks: text(),
      helplines: text(),
      howItWorks: text(),
      otherWays: text(),
    }),
    forUnderEighteen: group({
      heading: text(),
      helplines: text(),
      why: text(),
      together: text(),
    }),
  }),
  requiredMarker: text(),
  replyGroupLegend: text(),
  errorSummaryTitle: text(),
  submit: text(),
  sending: text(),
  errorPrefix: text(),
  honeypotLabel: text(),
  resultPage: group({
    anotherMessage: text(),
    otherWays: text(),
    emailLabel: text(),
    phoneLabel: text(),
  }),
  success: group({
    ...outcome,
    /** Under the message: the enquiry's reference (src/shared/reference.ts), in `{reference}`. */
    reference: sentenceWith('reference'),
  }),
  failure: group(outcome),
  dialogButtons: group({ confirm: text(), deny: text(), cancel: text() }),
  kept: group({
    title: text(),
    notSentYet: text(),
    helpNow: text(),
    yourMessage: text(),
    delete: text(),
    deleted: text(),
    undo: text(),
    sentTitle: text(),
    sentNow: text(),
    close: text(),
    refusedTitle: text(),
    refusedIntro: text(),
    putBack: text(),
  }),
  problems: group({
    summary: text({ placeholders: ['fields'] }),
    fieldNames: group({
      writer: text(),
      fullName: text(),
      phoneNumber: text(),
      userEmail: text(),
      message: text(),
      relationship: text(),
      consent: text(),
    }),
    contactFields: text(),
    contactNeeded: text(),
    notAForm: text(),
    writer: text(),
    consent: text(),
    forParent: group({ fullName: text(), phoneNumber: text(), relationship: text() }),
    fullName: fieldProblems({ oneLine: text() }),
    phoneNumber: fieldProblems({ oneLine: text(), format: text() }),
    userEmail: fieldProblems({ oneLine: text(), format: text() }),
    message: fieldProblems({ required: text() }),
    relationship: fieldProblems({ oneLine: text() }),
  }),
};
