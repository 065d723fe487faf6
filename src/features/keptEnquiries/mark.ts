/**
 * What every page needs to know of the enquiries kept on the phone before it loads their code
 * (docs/offline.md): whether there may be one. Tiny on purpose: it is in every page's script.
 */

/**
 * A mark in localStorage that this phone may keep an enquiry: a page without it does not load
 * the notice's code at all (most visitors never keep one). Set when one is kept, cleared by the
 * notice when nothing is left. Where localStorage is refused, every page looks (IndexedDB).
 */
const MARK = 'kept-enquiries';

/** The event the page fires when the contact form has just kept an enquiry: show it now. */
export const KEPT_ENQUIRY_SHOWN = 'kept-enquiry-shown';

export function mayKeepEnquiries(): boolean {
  try {
    return localStorage.getItem(MARK) !== null;
  } catch {
    return true;
  }
}

export function markKept(isKept: boolean): void {
  try {
    if (isKept) localStorage.setItem(MARK, '1');
    else localStorage.removeItem(MARK);
  } catch {
    // Nothing to do: every page then looks in IndexedDB.
  }
}
