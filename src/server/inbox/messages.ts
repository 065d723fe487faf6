/**
 * What the inbox API says (src/server/inbox/), in words the owner understands: every refusal's
 * sentence, and the command that sets the passphrase.
 */

export const SET_PASSPHRASE_COMMAND = 'npm run inbox -- set-passphrase';

/** Whole minutes, rounded up, in words. */
function minutes(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds / 60));
  return whole === 1 ? 'a minute' : `${whole} minutes`;
}

/** What the inbox API says, in words the owner understands. */
export const inboxMessages = {
  signInNeeded: 'Please sign in to use the inbox.',
  noPassphrase: `No passphrase is set yet. On the server, run: ${SET_PASSPHRASE_COMMAND}`,
  unusablePassphrase: `The passphrase file on the server cannot be used. Set the passphrase again with: ${SET_PASSPHRASE_COMMAND}`,
  passphraseMissing: 'Please type your passphrase.',
  passphraseChanged: 'The passphrase was changed on the server just now. Please sign in again.',
  wrongPassphrase: (left: number, windowSeconds: number) =>
    left > 0
      ? `That passphrase is not right. You can try ${left === 1 ? 'once more' : `${left} more times`} in the next ${minutes(windowSeconds)}.`
      : `That passphrase is not right, and that was the last try for now. Please wait ${minutes(windowSeconds)} and try again.`,
  tooManyTries: (seconds: number) =>
    `Too many wrong passphrases from your connection. Please wait ${minutes(seconds)} and try again.`,
  foreignOrigin: 'The inbox can only be used from its own page.',
  badToken: 'For your safety this was refused. Please reload the page and try again.',
  notFound: 'There is no such enquiry: it may have been deleted.',
  badChange: 'We could not read what was asked. Please reload the page and try again.',
  badQuery: 'We could not read the search. Please reload the page and try again.',
  /** Recording a parent's consent (the field "Confirmed by (your name)"). */
  confirmedBy: {
    missing: 'Please type your name: it is kept as the person who confirmed the consent.',
    tooLong: (limit: number) => `Please shorten your name to ${limit} characters or fewer.`,
    oneLine: 'Please type your name on one line.',
    unusual: 'Please remove the unusual hidden characters from your name.',
  },
  /** Recording a parent's consent (the field "What you checked on the call"). */
  checked: {
    missing:
      'Please write what you checked on the call: who you spoke with, that they are an adult and the young person’s parent or guardian, and that they agreed.',
    tooShort: (least: number) =>
      `Please say a little more about what you checked on the call: at least ${least} characters.`,
    tooLong: (limit: number) =>
      `Please shorten what you checked on the call to ${limit} characters or fewer.`,
    unusual: 'Please remove the unusual hidden characters from what you checked on the call.',
  },
  /** Both fields of a consent refused at once (each field says why). */
  consentBothRefused: 'Please correct both fields: your name, and what you checked on the call.',
  consentConfirmedAlready:
    'Consent for this enquiry was recorded already, perhaps in another tab. Reload the page to read the message.',
  retried: (count: number) =>
    count === 0
      ? 'No e-mail has failed: there is nothing to send again.'
      : `${count === 1 ? 'The failed e-mail is' : `The ${count} failed e-mails are`} being sent again.`,
} as const;
