/**
 * A stand-in for the inbox API (src/server/inbox/routes.ts) in jsdom: the same paths, statuses
 * and shapes, over the `fetch` the site's client uses, with the enquiries in memory. The real
 * service is tested over HTTP in src/server/inbox/inbox.node.test.ts and in real Chromium in
 * a11y-tests/inbox.browser.test.ts.
 */
import { vi } from 'vitest';
import { invalidEnquiryMessage, validateEnquiry } from '../../content/contactForm';
import type {
  InboxEmailCheck,
  InboxEnquiry,
  InboxPage,
  InboxStatus,
  PassphraseStatus,
} from '../../shared/inbox';

export const RIGHT_PASSPHRASE = 'the right passphrase';

export interface FakeState {
  passphrase: PassphraseStatus;
  signedIn: boolean;
  enquiries: InboxEnquiry[];
  emailCheck: InboxEmailCheck | null;
  /** Wrong tries so far; the sixth and later answer 429. */
  wrongTries: number;
  /** Answer every call but signing in with 401 (the session ended on the server). */
  expireSession: boolean;
  requests: { method: string; path: string; body: unknown }[];
}

const pending = {
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  sentAt: null,
  failedAt: null,
  nextAttemptAt: null,
};

export function enquiry(
  id: number,
  fullName: string,
  receivedAt: string,
  extra: Partial<InboxEnquiry> = {},
): InboxEnquiry {
  return {
    id,
    // As an enquiry stored before references were given; a test gives one in `extra`.
    reference: null,
    receivedAt,
    language: 'en',
    fullName,
    phoneNumber: '',
    userEmail: `${fullName.split(' ')[0]?.toLowerCase() || 'someone'}@example.org`,
    message: `A message from ${fullName || 'someone'}.`,
    writer: 'adult',
    relationship: '',
    consent: null,
    readAt: null,
    repliedAt: null,
    email: pending,
    ...extra,
  };
}

export function sampleEnquiries(): InboxEnquiry[] {
  return [
    enquiry(4, 'Meera Iyer', '2026-11-04T10:00:00.000Z', {
      phoneNumber: '+91 98765 43210',
      message: 'Could you send the book in Braille?\n\nWe are a school of 14 students.',
    }),
    enquiry(3, 'Ravi Kumar', '2026-11-03T10:00:00.000Z', {
      readAt: '2026-11-03T12:00:00.000Z',
      email: {
        ...pending,
        status: 'failed',
        attempts: 1,
        lastError: '550 No such user',
        failedAt: '2026-11-03T10:01:00.000Z',
      },
    }),
    enquiry(2, 'Asha Devi', '2026-11-02T10:00:00.000Z', {
      readAt: '2026-11-02T12:00:00.000Z',
      repliedAt: '2026-11-02T13:00:00.000Z',
    }),
    enquiry(1, 'Kiran', '2026-11-01T10:00:00.000Z'),
  ];
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The answer for an enquiry that is not there (deleted, or never stored). */
const notFound = () =>
  json(404, { message: 'There is no such enquiry: it may have been deleted.' });

/** POST session: a wrong passphrase counted, the sixth and later refused with 429. */
function signIn(state: FakeState, body: unknown): Response {
  if (state.passphrase !== 'set') return json(409, { message: 'No passphrase is set yet.' });
  if (state.wrongTries >= 5) {
    return json(429, {
      message:
        'Too many wrong passphrases from your connection. Please wait 15 minutes and try again.',
    });
  }
  if ((body as { passphrase?: string }).passphrase !== RIGHT_PASSPHRASE) {
    state.wrongTries += 1;
    const left = 5 - state.wrongTries;
    return json(401, {
      message: `That passphrase is not right. You can try ${left} more times in the next 15 minutes.`,
    });
  }
  state.signedIn = true;
  state.expireSession = false;
  return json(200, { signedIn: true });
}

/** GET status: the e-mails owed, sent and failed, and the unread count. */
function statusOf(state: FakeState): Response {
  const count = (status: string) => state.enquiries.filter((e) => e.email.status === status).length;
  const status: InboxStatus = {
    emailCheck: state.emailCheck,
    emails: { pending: count('pending'), sent: count('sent'), failed: count('failed') },
    unread: state.enquiries.filter((e) => e.readAt === null).length,
  };
  return json(200, status);
}

/** POST email/retry: every failed e-mail owed again. */
function retryEmails(state: FakeState): Response {
  let retried = 0;
  for (const e of state.enquiries) {
    if (e.email.status === 'failed') {
      e.email = { ...pending };
      retried += 1;
    }
  }
  return json(200, { retried, message: `The failed e-mail is being sent again.` });
}

/** GET enquiries: a page of those that match the query, with previews for messages. */
function enquiriesPage(state: FakeState, url: URL): Response {
  const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const matching = state.enquiries.filter(
    (e) =>
      query === '' ||
      [e.fullName, e.phoneNumber, e.userEmail, e.message ?? ''].some((v) =>
        v.toLowerCase().includes(query),
      ),
  );
  const page: InboxPage = {
    enquiries: matching.slice(offset, offset + limit).map(({ message, ...rest }) => ({
      ...rest,
      preview: message === null ? null : message.replace(/\s+/g, ' '),
    })),
    total: matching.length,
    unread: state.enquiries.filter((e) => e.readAt === null).length,
    offset,
    limit,
  };
  return json(200, page);
}

/** PUT enquiries/:id/contact: the name, phone and e-mail, checked as the service checks them. */
function correctContact(state: FakeState, id: number, body: unknown): Response {
  const found = state.enquiries.find((e) => e.id === id);
  if (!found) return notFound();
  // Checked as the service checks it: the contact form's own check.
  const result = validateEnquiry({
    ...(body as object),
    writer: 'adult',
    message: found.message,
  });
  if (!result.ok)
    return json(400, { message: invalidEnquiryMessage(result.errors), errors: result.errors });
  Object.assign(found, {
    fullName: result.value.fullName,
    phoneNumber: result.value.phoneNumber,
    userEmail: result.value.userEmail,
  });
  return json(200, found);
}

/** enquiries/:id: read it, mark it (PATCH) or delete it (DELETE). */
function oneEnquiry(state: FakeState, method: string, id: number, body: unknown): Response {
  const found = state.enquiries.find((e) => e.id === id);
  if (!found) return notFound();
  if (method === 'DELETE') {
    state.enquiries = state.enquiries.filter((e) => e !== found);
    return new Response(null, { status: 204 });
  }
  if (method === 'PATCH') {
    const change = body as { read?: boolean; replied?: boolean };
    const now = '2026-11-05T10:00:00.000Z';
    if (change.replied !== undefined) {
      found.repliedAt = change.replied ? now : null;
      found.readAt ??= now;
    }
    if (change.read !== undefined) found.readAt = change.read ? (found.readAt ?? now) : null;
  }
  return json(200, found);
}

/** One call to the API, answered as the service would, from and into `state`. */
function handle(state: FakeState, method: string, path: string, url: URL, body: unknown): Response {
  if (path === 'session' && method === 'POST') return signIn(state, body);
  if (!state.signedIn || state.expireSession) {
    return json(401, {
      message: 'Please sign in to use the inbox.',
      ...(path === 'session' ? { passphrase: state.passphrase } : {}),
    });
  }
  if (path === 'session' && method === 'GET') return json(200, { signedIn: true });
  if (path === 'session' && method === 'DELETE') {
    state.signedIn = false;
    return new Response(null, { status: 204 });
  }
  if (path === 'status') return statusOf(state);
  if (path === 'email/retry') return retryEmails(state);
  if (path === 'enquiries') return enquiriesPage(state, url);
  const contact = /^enquiries\/(\d+)\/contact$/.exec(path);
  if (contact && method === 'PUT') return correctContact(state, Number(contact[1]), body);
  const one = /^enquiries\/(\d+)$/.exec(path);
  if (one) return oneEnquiry(state, method, Number(one[1]), body);
  return json(404, { message: 'There is nothing at this address.' });
}

export function fakeInboxApi(initial: Partial<FakeState> = {}) {
  const state: FakeState = {
    passphrase: 'set',
    signedIn: false,
    enquiries: sampleEnquiries(),
    emailCheck: {
      state: 'off',
      detail: 'SMTP_URL and NOTIFY_TO are not set',
      checkedAt: '2026-11-04T09:00:00.000Z',
    },
    wrongTries: 0,
    expireSession: false,
    requests: [],
    ...initial,
  };

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (!(input instanceof Request)) throw new Error('expected a Request');
    const url = new URL(input.url);
    const path = url.pathname.replace(/^\/u1\/inbox\//, '');
    const text = await input.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    state.requests.push({ method: input.method, path, body });
    return handle(state, input.method, path, url, body);
  });
  return { state, spy };
}
