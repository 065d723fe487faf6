/**
 * The owner's inbox sessions (src/server/inbox/session.ts decides what they mean): each kept by
 * the SHA-256 hash of its random id, never the id itself, with when it began and was last used
 * (milliseconds).
 */
import type Database from 'better-sqlite3';

export interface SessionTimes {
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionStore {
  /** Keeps a new inbox session (by the hash of its id). */
  createSession(idHash: string, now: number): void;
  /** An inbox session by the hash of its id: when it began and when it was last used. */
  findSession(idHash: string): SessionTimes | undefined;
  /** Notes that a session was used now. */
  touchSession(idHash: string, now: number): void;
  /** Ends one session (signing out, or found expired). */
  deleteSession(idHash: string): void;
  /** Ends every session (a new passphrase was set). Returns how many there were. */
  deleteAllSessions(): number;
  /** Forgets sessions begun before `createdBefore` or unused since `lastSeenBefore`. */
  deleteExpiredSessions(createdBefore: number, lastSeenBefore: number): number;
}

export function sessionStore(db: Database.Database): SessionStore {
  const insert = db.prepare<[string, number, number]>(
    'INSERT INTO sessions (idHash, createdAt, lastSeenAt) VALUES (?, ?, ?)',
  );
  const find = db.prepare<[string], SessionTimes>(
    'SELECT createdAt, lastSeenAt FROM sessions WHERE idHash = ?',
  );
  const touch = db.prepare<[number, string]>('UPDATE sessions SET lastSeenAt = ? WHERE idHash = ?');
  const deleteOne = db.prepare<[string]>('DELETE FROM sessions WHERE idHash = ?');
  const deleteAll = db.prepare('DELETE FROM sessions');
  const deleteExpired = db.prepare<[number, number]>(
    'DELETE FROM sessions WHERE createdAt < ? OR lastSeenAt < ?',
  );
  return {
    createSession: (idHash, now) => void insert.run(idHash, now, now),
    findSession: (idHash) => find.get(idHash),
    touchSession: (idHash, now) => void touch.run(now, idHash),
    deleteSession: (idHash) => void deleteOne.run(idHash),
    deleteAllSessions: () => deleteAll.run().changes,
    deleteExpiredSessions: (createdBefore, lastSeenBefore) =>
      deleteExpired.run(createdBefore, lastSeenBefore).changes,
  };
}
