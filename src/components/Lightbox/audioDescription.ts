import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor chose the audio-described version of the videos: one choice for every
 * video of the visit (EN 301 549 7.1.x: description on and off), kept in `sessionStorage` so
 * that it holds across pages and reloads of the visit, and forgotten when the tab closes. Off
 * until chosen.
 */
const KEY = 'saathi.audioDescription';
const listeners = new Set<() => void>();
let memory = false;

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'on';
  } catch {
    // Storage refused (a privacy mode): the choice lasts as long as the page.
    return memory;
  }
}

function write(on: boolean) {
  memory = on;
  try {
    if (on) sessionStorage.setItem(KEY, 'on');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Kept in memory only; see read().
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice and its setter; off on the server, which never renders the viewer anyway. */
export function useAudioDescription(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  return [on, write];
}
