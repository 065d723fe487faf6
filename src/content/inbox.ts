/**
 * Every word of the owner's private inbox at /inbox (docs/spec/contracts.md §11). The inbox's
 * components only lay these words out. This file is imported by the inbox's own bundle only, never
 * by the public pages (eslint.config.js keeps it so).
 */
import { productName } from './site';

/** The command that sets the passphrase, as the owner types it on the server. */
export const setPassphraseCommand = 'npm run inbox -- set-passphrase';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const inboxContent = {
  /** The browser tab's title of each view. */
  documentTitle: (view: string) => `${view} - ${productName} inbox`,
  /** At the start of the bar at the top of every view. */
  brand: `${productName} inbox`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  loading: { title: 'Inbox', text: 'Opening the inbox…' },

  noPassphrase: {
    title: 'Set a passphrase first',
    intro:
      'The inbox opens with a passphrase that only you know, and none has been set yet. To set one:',
    steps: [
      'On the server, open a terminal in the folder of the site, as the user the service runs as.',
      'Run this command, with the same DATA_DIR setting as the service if it has one:',
      'Type a passphrase of at least 12 characters, twice. It is not shown as you type. Four or five words you will remember make a good one.',
      'Come back to this page and choose “Check again”, then sign in with it.',
    ],
    command: setPassphraseCommand,
    example: `For example: DATA_DIR=/var/lib/saathi ${setPassphraseCommand}`,
    unusable:
      'The passphrase file on the server cannot be used (it may be damaged). Set the passphrase again with the command below.',
    checkAgain: 'Check again',
    stillUnset: 'Still no passphrase is set.',
  },

  signIn: {
    title: 'Sign in to the inbox',
    intro: `Enquiries sent through the contact form of the ${productName} website are kept here. Only the site’s owner can read them.`,
    passphrase: 'Passphrase',
    submit: 'Sign in',
    signingIn: 'Signing in…',
    errorSummaryTitle: 'There is a problem',
    errorPrefix: 'Error:',
    empty: 'Enter your passphrase.',
    failed: 'Signing in did not work. Please try again.',
    /** Added to a refusal when the owner typed again while the passphrase sent was checked. */
    keptTyped:
      'What you typed while it was being checked is still in the field: choose “Sign in” to try it.',
    forgotten: `Forgotten the passphrase? Set a new one on the server with: ${setPassphraseCommand}`,
    /** Said (and shown) on the sign-in page after these. */
    sessionEnded: 'Your session has ended. Please sign in again.',
    signedOut: 'You are signed out.',
  },

  list: {
    title: 'Inbox',
    enquiriesHeading: 'Enquiries',
    counts: (total: number, unread: number) =>
      total === 0
        ? 'No enquiries yet.'
        : `${plural(total, 'enquiry', 'enquiries')}, ${unread === 0 ? 'none new' : `${unread} new`}.`,
    searchLabel: 'Search enquiries',
    searchHint:
      'Looks in names, phone numbers, e-mail addresses and messages (not in a message still waiting for a parent’s consent), and finds an enquiry by the reference its writer was given.',
    clearSearch: 'Clear search',
    /** Said politely once a search has answered. */
    results: (count: number, query: string) =>
      query === ''
        ? `Showing all ${plural(count, 'enquiry', 'enquiries')}.`
        : `${count === 0 ? 'No enquiry matches' : `${plural(count, 'enquiry matches', 'enquiries match')}`} “${query}”.`,
    empty: 'No enquiries yet. New ones appear here as soon as they are sent.',
    noMatch: (query: string) => `No enquiry matches “${query}”.`,
    newMark: 'New',
    /**
     * What a screen reader says for a row when it takes focus: the name first (typing its first
     * letters jumps to it), then whether it is new or replied, when it came, and a failed e-mail.
     */
    rowLabel: (row: {
      name: string;
      isNew: boolean;
      replied: boolean;
      fromParent: boolean;
      consentToConfirm: boolean;
      received: string;
      emailFailed: boolean;
    }) =>
      [
        row.name,
        row.isNew ? 'new' : '',
        row.replied ? 'replied' : '',
        row.fromParent ? 'from a parent or guardian' : '',
        row.consentToConfirm ? 'consent to confirm' : '',
        `received ${row.received}`,
        row.emailFailed ? 'e-mail to you failed' : '',
      ]
        .filter(Boolean)
        .join(', '),
    repliedMark: 'Replied',
    /** A parent's or guardian's enquiry, with who the young person is to them, in their words. */
    fromParent: (relationship: string) =>
      relationship ? `From a parent or guardian (${relationship})` : 'From a parent or guardian',
    /** In place of the message's first words, until the owner has called to confirm consent. */
    consentToConfirm: 'Consent to confirm: call before reading',
    noName: 'No name given',
    received: (when: string) => `Received ${when}`,
    showOlder: 'Show older enquiries',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}.`,
    deleted: (who: string) => `The enquiry from ${who} was deleted for good.`,
  },

  email: {
    heading: 'E-mail to you',
    off: 'E-mail is off: new enquiries appear only here.',
    offHow:
      'To have each one e-mailed to you as well, set SMTP_URL and NOTIFY_TO on the server (docs/deploy.md, section 6).',
    working: (detail: string, when: string) => `E-mail works: ${detail} (checked ${when}).`,
    failing: (detail: string, when: string) =>
      `E-mail is NOT working: ${detail} (checked ${when}). Enquiries are still kept here. Check SMTP_URL on the server, then restart the service.`,
    unchecked: 'E-mail has not been checked yet: the service checks it each time it starts.',
    counts: ({ sent, pending, failed }: { sent: number; pending: number; failed: number }) =>
      `${sent} sent, ${pending} waiting, ${failed} failed.`,
    retry: 'Send the failed e-mails again',
    /** One enquiry's e-mail, on its page ("E-mail to you: …") and in the list (with the label). */
    state: {
      sent: (when: string) => `sent ${when}`,
      waiting: 'waiting',
      waitingOff: 'waiting until e-mail is set up',
      retrying: (tries: number, next: string) =>
        `not sent yet: ${plural(tries, 'try', 'tries')} failed, next try ${next}`,
      failed: (reason: string) => `FAILED (${reason})`,
    },
    /** In the list, before the state. */
    inList: (state: string) => `E-mail to you: ${state}`,
  },

  export: {
    heading: 'Download all enquiries',
    note: 'The files hold personal data: keep them where only you can read them, and delete them when you no longer need them.',
    csv: 'Download as CSV, for a spreadsheet',
    json: 'Download as JSON',
    /** With a search: the enquiries it found, for example one person's copy of what is kept. */
    found: {
      heading: (count: number, query: string) =>
        `Download the ${count === 1 ? 'enquiry' : `${count} enquiries`} found for “${query}”`,
      note: 'For example, to give a person the copy of what we keep about them that the privacy notice promises: search for their name, phone number or e-mail address first.',
      csv: 'Download what was found as CSV',
      json: 'Download what was found as JSON',
    },
  },

  detail: {
    back: 'Back to all enquiries',
    title: (name: string, id: number) => (name ? `Enquiry from ${name}` : `Enquiry ${id}`),
    loading: 'Opening the enquiry…',
    notFound: 'There is no such enquiry: it may have been deleted.',
    fields: {
      received: 'Received',
      /** The six digits the visitor was given on "Success!", which they quote when they call. */
      reference: 'Reference',
      /** The language of the form it came from: the one to answer in. */
      language: 'Written in',
      state: 'State',
      name: 'Name',
      phone: 'Phone',
      email: 'E-mail',
      writtenBy: 'Written by',
      consent: 'Consent',
      emailToYou: 'E-mail to you',
    },
    notGiven: 'Not given',
    /** "Written by", for a parent's or guardian's enquiry. */
    writtenByParent: (relationship: string) =>
      relationship
        ? `a parent or guardian (their words: “${relationship}”)`
        : 'a parent or guardian',
    consentConfirmed: (when: string, by: string) => `Confirmed by phone on ${when} by ${by}`,
    /** Under "Consent" once confirmed: the proof of it, what was checked and which notice. */
    consentChecked: (checked: string) => `What was checked: ${checked}`,
    consentNotice: (date: string) => `Privacy notice agreed to: last updated ${date}`,
    /** After the notice's date, before the language's name: which language's text they read. */
    consentNoticeIn: ', in',
    consentWaiting: 'Not confirmed yet',
    stateRead: 'Read, not replied yet',
    stateReplied: (when: string) => `Replied (marked ${when})`,
    messageHeading: 'Message',
    replyHeading: 'Reply',
    replyByEmail: (address: string) => `Reply by e-mail to ${address}`,
    replySubject: `Your message to ${productName}`,
    call: (phone: string) => `Call ${phone}`,
    noWayToReply: 'No e-mail address or phone number was given, so there is no way to reply.',
    markReplied: 'Mark as replied',
    markNotReplied: 'Mark as not replied',
    markedReplied: 'Marked as replied.',
    markedNotReplied: 'Marked as not replied.',
    /** Correcting the name, phone and e-mail when the person asks (the privacy notice's right). */
    correct: {
      open: 'Correct name or contact',
      heading: 'Correct name or contact',
      intro:
        'Change what the person asked to have corrected. What was there before is wiped from the database.',
      save: 'Save the correction',
      cancel: 'Cancel',
      saving: 'Saving the correction…',
      saved: 'Corrected.',
      errorSummaryTitle: 'There is a problem',
      errorPrefix: 'Error:',
    },
    /**
     * A parent's or guardian's enquiry, in place of its message until the owner has called them:
     * the law asks us to check that they are an adult who is the young person's parent or
     * guardian, and that they consent, before anyone reads it, and to be able to show it (India's
     * DPDP Act s.6(10), DPDP Rules 2025 rule 10).
     */
    consent: {
      heading: 'Consent to confirm',
      intro:
        'A parent or guardian wrote this about a young person. Before anyone reads it, we check by phone that they are who they say: the message stays hidden until you record that.',
      /** The first step, after the call link ("Call +91 …"). */
      askFor: (name: string) => (name ? ` and ask for ${name}.` : '.'),
      callWithoutPhone: 'Call them (no phone number was given).',
      ask: 'Ask for their own name and age; that they are an adult (18 or older) and the young person’s parent or lawful guardian; and the young person’s first name and age: the young person must be under 18.',
      notice:
        'Read them what the privacy notice says we keep and for how long, or tell them in short, and ask whether they agree.',
      record:
        'If all of that is so, record it here: your name, and what you checked. The message shows once it is recorded.',
      notSo:
        'If anything does not fit (a young person answers, the adult is not the parent or guardian, the young person is 18 or older, or they do not agree), do not record it: delete the enquiry with “Delete for good” below. A young person of 18 or older can write to us themselves: say so.',
      deletedBy: (when: string) => `If it is not confirmed by ${when}, it is deleted for good.`,
      name: 'Confirmed by (your name)',
      checked: 'What you checked on the call',
      checkedHint:
        'For example: Spoke with Sunita Devi, 42, her mother; the young person is Asha, 15; she agreed to what the notice says.',
      requiredMarker: '(required)',
      submit: 'Record: consent confirmed by phone',
      recording: 'Recording the consent…',
      recorded: 'Consent recorded. The message is shown below.',
      errorSummaryTitle: 'There is a problem',
      errorPrefix: 'Error:',
    },
    delete: 'Delete for good',
    confirm: {
      title: 'Delete this enquiry for good?',
      message: (who: string, when: string) =>
        `The enquiry from ${who}, received ${when}, will be erased from the database. A backup put back later will not bring it back.`,
      confirm: 'Delete for good',
      cancel: 'Keep it',
    },
    deleting: 'Deleting…',
  },

  problems: {
    network: 'The inbox could not be reached. Check your connection and try again.',
    failed: 'That did not work. Please try again.',
    tryAgain: 'Try again',
  },
} as const;
