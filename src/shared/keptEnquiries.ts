/**
 * Enquiries kept on the phone (docs/offline.md, "An enquiry on a dead link"): an enquiry whose
 * send got no answer is stored here, in IndexedDB, with its Idempotency-Key, until it reaches the
 * service. Used by the page (the contact form keeps one; the notice shows and deletes them; a page
 * opened with a link sends them) and by the service worker (Background Sync sends them), so it
 * uses nothing of a window or of a worker alone.
 *
 * `idb` (Jake Archibald's small promise wrapper of IndexedDB) is the version Workbox itself uses,
 * so the worker carries one copy of it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The name Background Sync is registered under, and the lock page and worker take to send. */
export const KEPT_ENQUIRIES = 'kept-enquiries';

/** Where an enquiry kept on this phone is. */
export type KeptState =
  /** Not answered yet: it goes when the link is back. */
  | 'waiting'
  /** The service stored it; the visitor has not yet been told (or has not closed the notice). */
  | 'sent'
  /** The service refused it (a 4xx): never sent again; the visitor is shown why, and the words. */
  | 'refused';

export interface KeptEnquiry {
  /** Its Idempotency-Key: the same on every try, so the service stores it once. */
  readonly key: string;
  /**
   * The JSON body, exactly as first sent (who is writing, the four fields, and the trap field if
   * filled); empty once the service has stored it (`recordAnswer`).
   */
  readonly body: Readonly<Record<string, string>>;
  /** The page's language (`Accept-Language`): the service answers in it. */
  readonly language: string;
  /** When it was kept (ms since the epoch): the oldest is sent first. */
  readonly keptAt: number;
  readonly state: KeptState;
  /** The service's words, once it has answered (sent or refused). */
  readonly answer?: {
    readonly message: string;
    readonly fieldErrors: Record<string, string>;
    /** The enquiry's reference (src/shared/reference.ts), when the service gave one. */
    readonly reference?: string;
  };
}

interface KeptSchema extends DBSchema {
  enquiries: { key: string; value: KeptEnquiry };
}

const DATABASE = 'kept-enquiries';

let opening: Promise<IDBPDatabase<KeptSchema>> | undefined;
/** The IndexedDB `opening` was opened in (a test gives each test a fresh one). */
let openedIn: IDBFactory | undefined;

function database(): Promise<IDBPDatabase<KeptSchema>> {
  if (openedIn !== indexedDB) {
    opening = undefined;
    openedIn = indexedDB;
  }
  opening ??= openDB<KeptSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('enquiries', { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/**
 * Keeps an enquiry. Rejects when the phone cannot keep it (no IndexedDB, storage refused,
 * private browsing that refuses it, a full disk): the caller must then promise nothing.
 */
export async function keepEnquiry(enquiry: Omit<KeptEnquiry, 'state' | 'keptAt'>) {
  if (typeof indexedDB === 'undefined') throw new Error('This browser has no IndexedDB.');
  const kept: KeptEnquiry = { ...enquiry, state: 'waiting', keptAt: Date.now() };
  await (await database()).put('enquiries', kept);
  return kept;
}

/** Every enquiry kept on this phone, the oldest first. None where there is no IndexedDB. */
export async function keptEnquiries(): Promise<KeptEnquiry[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await (await database()).getAll('enquiries');
  return all.sort((a, b) => a.keptAt - b.keptAt);
}

/** One kept enquiry as it is now, or undefined once deleted. */
export async function keptEnquiry(key: string): Promise<KeptEnquiry | undefined> {
  return (await database()).get('enquiries', key);
}

/**
 * Records the service's answer, unless the enquiry was deleted meanwhile (a deleted enquiry
 * is not brought back by an answer that arrives after). Once the service has stored it, the
 * words leave the phone at once: only that it was sent, and the service's answer, stay until the
 * visitor has seen them (the privacy notice says the phone keeps the message "until it is
 * sent"). A refused one keeps its words, to be shown back so that nothing is lost.
 */
export async function recordAnswer(
  key: string,
  state: 'sent' | 'refused',
  answer: NonNullable<KeptEnquiry['answer']>,
): Promise<void> {
  const db = await database();
  const transaction = db.transaction('enquiries', 'readwrite');
  const current = await transaction.store.get(key);
  if (current) {
    const body = state === 'sent' ? {} : current.body;
    await transaction.store.put({ ...current, body, state, answer });
  }
  await transaction.done;
}

/** Deletes it from this phone: if it had not gone yet, it never goes. */
export async function deleteKeptEnquiry(key: string): Promise<void> {
  await (await database()).delete('enquiries', key);
}

/**
 * Puts back one the visitor has just deleted and then undone (the confirmation's Undo): the same
 * record, with its key, so that the service still stores it once however often it is sent.
 */
export async function restoreKeptEnquiry(enquiry: KeptEnquiry): Promise<void> {
  await (await database()).put('enquiries', enquiry);
}

/** A message on the channel `KEPT_ENQUIRIES`: what is kept has changed; read it again. */
export interface KeptChangedMessage {
  type: 'kept-enquiries-changed';
}

/** Tells every page of the site that is open (and the worker) that what is kept has changed. */
export function tellKeptChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(KEPT_ENQUIRIES);
  channel.postMessage({ type: 'kept-enquiries-changed' } satisfies KeptChangedMessage);
  channel.close();
}
