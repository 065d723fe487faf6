import { createContext, use, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { InboxEnquirySummary } from '../shared/inbox';

/** Where focus goes when the list shows next: a row, or the heading of the list. */
export type FocusTarget = { row: number } | { heading: true };

/** The list as last loaded, kept while an enquiry is open so that coming back finds it as it was. */
export interface ListState {
  query: string;
  enquiries: InboxEnquirySummary[];
  total: number;
  unread: number;
  /** The query the enquiries were loaded for; undefined before the first load. */
  loadedFor: string | undefined;
}

export const emptyList: ListState = {
  query: '',
  enquiries: [],
  total: 0,
  unread: 0,
  loadedFor: undefined,
};

export interface InboxContextValue {
  /** Says `text` politely (the live region of InboxLayout). */
  announce: (text: string) => void;
  /** The session has ended (a 401 anywhere), or the owner signed out. */
  signedOut: (reason: 'ended' | 'signedOut') => void;
  /** Where focus goes when the list shows next (set by the enquiry's view). */
  pendingFocusRef: RefObject<FocusTarget | null>;
  /**
   * True until the first view has been shown: a freshly loaded page leaves focus where the
   * browser puts it; every later view moves it to its heading.
   */
  firstViewRef: RefObject<boolean>;
  list: ListState;
  setList: Dispatch<SetStateAction<ListState>>;
}

export const InboxContext = createContext<InboxContextValue | null>(null);

export function useInbox(): InboxContextValue {
  const value = use(InboxContext);
  if (!value) throw new Error('useInbox needs the InboxContext of InboxApp.');
  return value;
}
