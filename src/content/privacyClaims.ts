/**
 * What makes each statement of the privacy notice true: its evidence, one home for both
 * languages. Each statement of `content/<language>/privacy.yaml` names one of these claims; the
 * build refuses a statement without one, a claim that a language leaves out, and evidence that
 * does not exist (src/build/privacyClaimsCheck.ts); the audit refuses evidence that did not pass
 * in the last `npm test` and writes the table a reviewer reads (reports/privacy/claims.md,
 * a11y-tests/audit/privacyEvidence.ts).
 *
 * Evidence is one of:
 * - `test:<file> > <describe> > <title>`: a test (or every test under a describe), as the
 *   conformance report cites them (a11y-tests/acr/verdicts.yaml);
 * - `duty:<claim>`: a promise a person keeps, which no program can check: written, under the
 *   claim's own name, in docs/deploy.md's "What the notice promises, kept by people".
 *
 * Add a claim here before a statement can name it; a claim no statement names is refused too.
 */

/**
 * The notice's parts, in the order the page says them (docs/spec/product.md §2.14): the page lays
 * them out in this order, and the checks read the statements in it.
 */
export const NOTICE_PARTS = [
  'collected',
  'purpose',
  'readers',
  'storage',
  'retention',
  'sharing',
  'rights',
  'children',
] as const;

/** The heading of docs/deploy.md under which every `duty:` is written. */
export const DUTIES_HEADING = 'What the notice promises, kept by people';

const storeIsPrivate =
  'test:src/server/store.node.test.ts > the store > keeps the file private to the service user';
const inboxNeedsPassphrase =
  'test:src/server/inbox/inbox.node.test.ts > without a session > nothing is readable, exports included: every endpoint answers 401 with a plain message';
const logHoldsNoPersonalData =
  'test:src/server/contact.node.test.ts > the log > holds no personal data: no bodies, addresses, names, messages, tokens or IPs';
const emailCarriesNoWords = [
  "test:src/server/parentEnquiry.node.test.ts > the owner's e-mail for a parent's enquiry",
  "test:src/server/notify.node.test.ts > e-mail to the owner > delivers each enquiry once, with its number and where to read it, and none of the visitor's words",
  'test:src/server/notify.node.test.ts > e-mail to the owner > lets no visitor text into the e-mail, even text that skipped validation',
];
const whoIsWritingChecked = [
  'test:src/shared/enquiry.node.test.ts > who is writing',
  'test:src/server/contact.node.test.ts > invalid enquiries get 400 with plain words by field',
];
const releaseNamesPlaceholders =
  "test:src/build/release.node.test.ts > the content today > names the details only the founder can give, in every language's own file";

export const privacyClaims = {
  'kept-fields': [
    'test:src/shared/enquiry.node.test.ts > who is writing > takes an enquiry from "I am 18 or older"',
    'test:src/shared/enquiry.node.test.ts > who is writing > takes a parent’s or guardian’s, with their name, phone, relationship and statement',
    'test:src/server/cli/enquiries.node.test.ts > npm run enquiries > --json prints one array of exactly the contract fields, oldest first, without spam',
    "test:src/server/storeReference.node.test.ts > an enquiry's reference > is six random digits for every new enquiry, spam included, each its own",
    "test:src/server/storeReference.node.test.ts > an enquiry's language > is the language of its form, as its content folder; none when the form gave none",
    'test:src/server/serviceLanguage.node.test.ts > choosing the language > takes the form’s ?language= when it names a language exactly, before Accept-Language',
    'test:src/server/inbox/inboxEnquiries.node.test.ts > with a session > opens one whole without marking it; marking read, replied, and new again',
    "test:src/server/parentEnquiry.node.test.ts > a parent's enquiry > keeps the notice they read as they sent it, though it changed before the call",
    "test:src/server/inbox/inboxConsent.node.test.ts > a parent's enquiry, as it arrives > keeps the date of the notice the service carries, the one they agreed to by ticking",
    'duty:parent-confirmed-by-phone',
  ],
  'treated-private': [
    'duty:treated-private',
    storeIsPrivate,
    inboxNeedsPassphrase,
    logHoldsNoPersonalData,
  ],
  'who-is-writing': [
    ...whoIsWritingChecked,
    "test:src/server/parentEnquiry.node.test.ts > a parent's enquiry > is kept with who wrote and what the young person is to them, waiting for confirmation",
  ],
  'browser-keeps': [
    'test:a11y-tests/browserStorage.browser.test.ts > what the site keeps in the browser',
  ],
  'address-minutes': [
    'test:src/server/contactRateLimit.node.test.ts > the rate limit (behind a trusted proxy, so each test client has its own IP) > counts each IP separately',
    'test:src/server/contactRateLimit.node.test.ts > the rate limit (behind a trusted proxy, so each test client has its own IP) > keeps each address in the memory that forgets it once its window ends (the privacy notice)',
    'test:src/server/forgettingRateStore.node.test.ts > the memory behind the limit on posts > forgets an address once its window has ended, though it never posts again',
    'test:src/server/acceptedLimit.node.test.ts > AcceptedLimit > forgets an IP once its enquiries have all left the window',
    logHoldsNoPersonalData,
    "test:src/server/privacyNoticeDeploy.node.test.ts > docs/deploy.md's nginx writes no visitor's address down, as the notice says",
    'test:src/server/config.node.test.ts > readConfig > remembers an address for the rate limit an hour at most, as the privacy notice says',
  ],
  'direct-contact': ['duty:direct-contact'],
  'purpose-only': ['duty:purpose-only', ...emailCarriesNoWords],
  'consent-withdrawal': [
    'duty:consent-withdrawal',
    'test:src/server/inbox/inboxEnquiries.node.test.ts > with a session > erases one for good: gone from the list, the API and the database files',
    'test:src/server/erasureLedger.node.test.ts',
    'duty:deleted-gone',
  ],
  'founder-reads': ['duty:founder-reads', inboxNeedsPassphrase, ...emailCarriesNoWords],
  processors: [
    'duty:processors',
    'test:src/pages/PrivacyPage/PrivacyPage.jsdom.test.tsx > PrivacyPage > names the companies that keep the computers, and who answers a complaint, from the notice’s own file',
    releaseNamesPlaceholders,
  ],
  'where-kept': ['duty:treated-private', storeIsPrivate, inboxNeedsPassphrase],
  'email-number-only': emailCarriesNoWords,
  retention: [
    'test:src/server/privacyNotice.node.test.ts > the service keeps enquiries for what the build decided',
    'test:src/pages/PrivacyPage/PrivacyPage.jsdom.test.tsx > PrivacyPage > says how long messages are kept as RETENTION_DAYS sets it: a number of days',
    'test:src/pages/PrivacyPage/PrivacyPage.jsdom.test.tsx > PrivacyPage > says how long messages are kept as RETENTION_DAYS sets it: unset, until deleted',
  ],
  'spam-retention': [
    'test:src/server/store.node.test.ts > the store > deletes spam past its own period, and nothing that is not spam',
    'test:src/server/privacyNotice.node.test.ts > the service keeps enquiries for what the build decided',
  ],
  'deleted-gone': [
    'test:src/server/store.node.test.ts > deletion is real',
    "test:src/server/privacyNoticeDeploy.node.test.ts > the notice's days that a backup copy may stay are the days docs/deploy.md's backups keep",
    'test:src/server/erasureLedger.node.test.ts',
  ],
  'not-sold': ['duty:not-sold'],
  'not-sent-elsewhere': emailCarriesNoWords,
  'email-replies': ['duty:email-replies'],
  'when-the-law-requires': ['duty:when-the-law-requires'],
  'rights-copy-correct-delete': [
    'duty:rights-copy-correct-delete',
    "test:src/server/inbox/inboxEnquiries.node.test.ts > with a session > exports one person's enquiries, the ones a search finds, oldest first, spam left out",
    'test:src/server/inbox/inboxEnquiries.node.test.ts > with a session > erases one for good: gone from the list, the API and the database files',
    'test:src/server/inbox/inboxCorrection.node.test.ts > correcting a name or contact',
    'test:src/inbox/EnquiryView/CorrectContact.jsdom.test.tsx > correcting a name or contact',
    'test:src/features/contact/ContactForm/ContactFormReference.jsdom.test.tsx > the "Success!" dialog with the enquiry’s reference > shows it under the service’s words, seen "482 915" and heard digit by digit',
  ],
  nominee: ['duty:nominee'],
  'answer-in-90-days': ['duty:answer-in-90-days'],
  'request-check': ['duty:request-check'],
  'grievance-contact': [
    'test:src/pages/PrivacyPage/PrivacyPage.jsdom.test.tsx > PrivacyPage > names the companies that keep the computers, and who answers a complaint, from the notice’s own file',
    releaseNamesPlaceholders,
  ],
  'under-18-not-taken': ['duty:under-18-not-taken', ...whoIsWritingChecked],
  'parent-confirmed-by-phone': [
    'duty:parent-confirmed-by-phone',
    'test:src/server/parentEnquiry.node.test.ts',
    'test:src/server/contact.node.test.ts > a parent’s or guardian’s enquiry',
    'test:src/features/contact/ContactForm/ContactFormParent.jsdom.test.tsx > the form for a parent or guardian',
    "test:src/server/enquiryExport.node.test.ts > a parent's enquiry in the exports",
    'test:src/server/inbox/inboxConsent.node.test.ts',
    'test:src/inbox/EnquiryView/ConfirmConsent.jsdom.test.tsx',
    'test:a11y-tests/parentEnquiry.browser.test.ts',
  ],
  'urgent-help': [
    'test:src/pages/PrivacyPage/PrivacyPage.jsdom.test.tsx > PrivacyPage > gives under-18s Tele-MANAS as a link that dials it, named by its digits in the sentence',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PrivacyClaim = keyof typeof privacyClaims;

/** Every claim, in the table's order. */
export const privacyClaimIds = Object.keys(privacyClaims) as PrivacyClaim[];

/** The claims of the notice's sentences chosen by the code rather than listed in a section. */
export const FIXED_CLAIMS = {
  /** `retention.keptFor` or `retention.keptUntilDeleted`. */
  retention: 'retention',
  /** `retention.spam`. */
  spam: 'spam-retention',
} as const satisfies Record<string, PrivacyClaim>;
