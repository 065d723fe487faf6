/**
 * An IndexedDB for a jsdom test (jsdom has none), from fake-indexeddb: a fresh, empty one for
 * each test, given to the globals for the test only and taken back after it. The jsdom files
 * share one module graph per worker (docs/testing.md), so a lasting global would reach files
 * that test the browser without IndexedDB.
 */
import * as fake from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

const classes = [
  'IDBCursor',
  'IDBCursorWithValue',
  'IDBDatabase',
  'IDBFactory',
  'IDBIndex',
  'IDBKeyRange',
  'IDBObjectStore',
  'IDBOpenDBRequest',
  'IDBRequest',
  'IDBTransaction',
  'IDBVersionChangeEvent',
] as const;

export function withFakeIndexedDb(): void {
  beforeEach(() => {
    for (const name of classes) vi.stubGlobal(name, fake[name]);
    vi.stubGlobal('indexedDB', new fake.IDBFactory());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
