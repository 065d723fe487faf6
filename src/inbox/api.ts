/**
 * The inbox's calls to its API (src/shared/inbox.ts), through the site's one HTTP client
 * (src/lib/apiClient.ts: credentials, JSON, the XSRF header, no timeout, no retry). A 401 is
 * `SignedOut` wherever it comes from, so every view can send the owner back to signing in; any
 * other failure is an `InboxProblem` with the service's words when it sent some.
 */
import { HTTPError } from 'ky';
import { apiClient } from '../lib/apiClient';
import { API_BASE } from '../shared/api';
import {
  inboxApi,
  type InboxEnquiry,
  type InboxPage,
  type InboxStatus,
  type PassphraseStatus,
} from '../shared/inbox';

/** The session has ended, or there never was one. */
export class SignedOut extends Error {
  constructor(message = 'signed out') {
    super(message);
    this.name = 'SignedOut';
  }
}

/** A refusal or a failure, with the service's words when it sent some (and, field by field, why). */
export class InboxProblem extends Error {
  constructor(
    readonly status: number | undefined,
    message: string | undefined,
    readonly errors: Readonly<Record<string, string>> = {},
  ) {
    super(message ?? '');
    this.name = 'InboxProblem';
  }
}

/** Only the string values of an answer's `errors`. */
function fieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

async function failure(error: unknown): Promise<Error> {
  if (!(error instanceof HTTPError)) return new InboxProblem(undefined, undefined);
  let message: string | undefined;
  let errors: Record<string, string> = {};
  try {
    const body: unknown = await error.response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
    if (body && typeof body === 'object' && 'errors' in body) errors = fieldErrors(body.errors);
  } catch {
    message = undefined;
  }
  if (error.response.status === 401) return new SignedOut(message);
  return new InboxProblem(error.response.status, message, errors);
}

async function attempt<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await failure(error);
  }
}

/** The address of an API path, for links (the exports). */
export function apiHref(path: string): string {
  const base = (import.meta.env.VITE_API_BASE || API_BASE).replace(/\/$/, '');
  return `${base}/${path}`;
}

export type SessionState = { signedIn: true } | { signedIn: false; passphrase: PassphraseStatus };

/** Whether this browser is signed in, and if not, whether a passphrase is set at all. */
export async function getSession(): Promise<SessionState> {
  try {
    await apiClient.get(inboxApi.session).json();
    return { signedIn: true };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) {
      const body = (await error.response.json().catch(() => ({}))) as { passphrase?: unknown };
      const passphrase =
        body.passphrase === 'unset' || body.passphrase === 'unusable' ? body.passphrase : 'set';
      return { signedIn: false, passphrase };
    }
    throw await failure(error);
  }
}

/** Signs in; a wrong passphrase or too many tries is an InboxProblem with the service's words. */
export async function signIn(passphrase: string): Promise<void> {
  try {
    await apiClient.post(inboxApi.session, { json: { passphrase } });
  } catch (error) {
    const problem = await failure(error);
    // Here a 401 is a wrong passphrase, not an ended session.
    throw problem instanceof SignedOut ? new InboxProblem(401, problem.message) : problem;
  }
}

export async function signOut(): Promise<void> {
  await attempt(() => apiClient.delete(inboxApi.session));
}

export function listEnquiries(query: string, offset: number, limit: number): Promise<InboxPage> {
  return attempt(() =>
    apiClient
      .get(inboxApi.enquiries, {
        searchParams: { query, offset: String(offset), limit: String(limit) },
      })
      .json<InboxPage>(),
  );
}

export function getStatus(): Promise<InboxStatus> {
  return attempt(() => apiClient.get(inboxApi.status).json<InboxStatus>());
}

/** Changes an enquiry's marks and returns it whole. */
export function markEnquiry(
  id: number,
  change: { read?: boolean; replied?: boolean },
): Promise<InboxEnquiry> {
  return attempt(() =>
    apiClient.patch(inboxApi.enquiry(id), { json: change }).json<InboxEnquiry>(),
  );
}

/** Corrects an enquiry's name, phone and e-mail; a refusal says why, field by field. */
export function correctContact(
  id: number,
  contact: { fullName: string; phoneNumber: string; userEmail: string },
): Promise<InboxEnquiry> {
  return attempt(() =>
    apiClient.put(inboxApi.enquiryContact(id), { json: contact }).json<InboxEnquiry>(),
  );
}

/**
 * Records that the owner called a parent or guardian and confirmed their consent, with the name
 * the owner typed and what they checked on the call; the answer is the enquiry with its message.
 * A refusal says why, field by field.
 */
export function confirmConsent(
  id: number,
  given: { confirmedBy: string; checked: string },
): Promise<InboxEnquiry> {
  return attempt(() =>
    apiClient
      .put(inboxApi.enquiryConsent(id), {
        json: { confirmedBy: given.confirmedBy, checked: given.checked },
      })
      .json<InboxEnquiry>(),
  );
}

export async function deleteEnquiry(id: number): Promise<void> {
  await attempt(() => apiClient.delete(inboxApi.enquiry(id)));
}

export function retryEmail(): Promise<{ retried: number; message: string }> {
  return attempt(() =>
    apiClient.post(inboxApi.retryEmail).json<{ retried: number; message: string }>(),
  );
}
