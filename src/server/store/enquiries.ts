/**
 * The enquiries: stored with the e-mail each owes in one transaction, listed for the CLI (oldest
 * first) and for the owner's inbox (newest first, searched, a page at a time), marked read or
 * replied, and deleted for good (erasure, retention), their text wiped from the file and its log.
 * An erasure, and a parent's consent confirmed, is written in its ledger first (./ledgers.ts),
 * which every opening applies again, so that a restored backup cannot bring an erased enquiry
 * back, nor forget a confirmation.
 *
 * The store is made of its parts, each with its own statements, grouped by what they do:
 * storing (./enquirySaving.ts), reading (./enquiryReading.ts), the owner's marks and corrections
 * (./enquiryMarks.ts), a parent's consent (./enquiryConsent.ts) and deleting
 * (./enquiryDeletion.ts).
 */
import type Database from 'better-sqlite3';
import { enquiryConsent, type EnquiryConsent } from './enquiryConsent';
import { enquiryDeletion, type EnquiryDeletion } from './enquiryDeletion';
import { enquiryMarks, type EnquiryMarks } from './enquiryMarks';
import { enquiryReading, type EnquiryReading } from './enquiryReading';
import {
  cryptoRandomBelow,
  enquirySaving,
  type EnquirySaving,
  type RandomBelow,
} from './enquirySaving';
import type { ConsentLedger, ErasureLedger } from './ledgers';

export { CHECKED_AFTER_RESTORE } from './enquiryConsent';
export type { InboxPage } from './enquiryReading';
export type { RandomBelow, WrittenEnquiry } from './enquirySaving';

export interface EnquiryStore
  extends EnquirySaving, EnquiryReading, EnquiryMarks, EnquiryConsent, EnquiryDeletion {}

/** What the store writes first, outside the database (./ledgers.ts). */
export interface Ledgers {
  erasures: ErasureLedger;
  consents: ConsentLedger;
}

/**
 * `wipeLog` runs after every deletion (src/server/store/logWipe.ts); `randomBelow` draws the
 * references.
 */
export function enquiryStore(
  db: Database.Database,
  wipeLog: () => boolean,
  { erasures: ledger, consents }: Ledgers,
  randomBelow: RandomBelow = cryptoRandomBelow,
): EnquiryStore {
  return {
    ...enquirySaving(db, randomBelow),
    ...enquiryReading(db),
    ...enquiryMarks(db, wipeLog),
    ...enquiryConsent(db, consents),
    ...enquiryDeletion(db, wipeLog, ledger),
  };
}
