import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { BrowserRouter, MemoryRouter, useHref, useMatch, useNavigate } from 'react-router-dom';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { inboxContent } from '../content/inbox';
import { getSession, signOut, type SessionState } from './api';
import {
  emptyList,
  InboxContext,
  type FocusTarget,
  type InboxContextValue,
  type ListState,
} from './context';
import { EnquiryList } from './EnquiryList/EnquiryList';
import { EnquiryView } from './EnquiryView/EnquiryView';
import { InboxLayout } from './InboxLayout';
import { NoPassphrase } from './NoPassphrase';
import { SignIn } from './SignIn';

type Access =
  | { state: 'checking' }
  | { state: 'no-passphrase'; reason: 'unset' | 'unusable' }
  | { state: 'signed-out'; notice?: string }
  | { state: 'signed-in' };

function accessFrom(session: SessionState): Access {
  if (session.signedIn) return { state: 'signed-in' };
  if (session.passphrase === 'set') return { state: 'signed-out' };
  return { state: 'no-passphrase', reason: session.passphrase };
}

/** While the service is asked whether this browser is signed in (not a view of its own). */
function Checking() {
  return (
    <>
      <h1>{inboxContent.loading.title}</h1>
      <p>{inboxContent.loading.text}</p>
    </>
  );
}

/**
 * The list at /inbox (and any other address under it), one enquiry at /inbox/enquiries/:id. The
 * list stays in the page, hidden, while an enquiry is open: coming back shows its rows at once.
 */
function SignedInViews() {
  const match = useMatch('/inbox/enquiries/:id');
  const id = match?.params.id;
  return (
    <>
      <div hidden={id !== undefined}>
        <EnquiryList active={id === undefined} />
      </div>
      {id !== undefined ? <EnquiryView key={id} rawId={id} /> : null}
    </>
  );
}

/**
 * The inbox's state: whether this browser is signed in (asked once on load, and again whenever a
 * call answers 401), what the live region says, and the list as last loaded. Views: without a
 * passphrase, how to set one; signed out, the sign-in form; signed in, the list at /inbox and
 * each enquiry at /inbox/enquiries/:id.
 */
function InboxShell() {
  const [access, setAccess] = useState<Access>({ state: 'checking' });
  const [announcement, setAnnouncement] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [list, setList] = useState<ListState>(emptyList);
  const pendingFocusRef = useRef<FocusTarget | null>(null);
  const firstViewRef = useRef(true);

  const announce = useCallback((text: string) => {
    // The same words twice in a row are still said: the region's text must change.
    setAnnouncement((current) => (current === text ? `${text}\u00a0` : text));
  }, []);

  const signedOut = useCallback(
    (reason: 'ended' | 'signedOut') => {
      const notice =
        reason === 'ended' ? inboxContent.signIn.sessionEnded : inboxContent.signIn.signedOut;
      // Nothing of the inbox stays in the page once the session is gone.
      setList(emptyList);
      pendingFocusRef.current = null;
      setAccess({ state: 'signed-out', notice });
      announce(notice);
    },
    [announce],
  );

  useEffect(() => {
    getSession().then(
      (session) => setAccess(accessFrom(session)),
      () => setAccess({ state: 'signed-out', notice: inboxContent.problems.network }),
    );
  }, []);

  const context = useMemo<InboxContextValue>(
    () => ({ announce, signedOut, pendingFocusRef, firstViewRef, list, setList }),
    [announce, signedOut, list],
  );

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Signed out already, or the service cannot be reached: either way, the page forgets.
    }
    setSigningOut(false);
    signedOut('signedOut');
  }

  let view;
  switch (access.state) {
    case 'checking':
      view = <Checking />;
      break;
    case 'no-passphrase':
      view = (
        <NoPassphrase
          key={access.reason}
          reason={access.reason}
          onChecked={(session) => setAccess(accessFrom(session))}
        />
      );
      break;
    case 'signed-out':
      view = (
        <SignIn
          key={access.notice ?? ''}
          notice={access.notice}
          onSignedIn={() => setAccess({ state: 'signed-in' })}
        />
      );
      break;
    case 'signed-in':
      view = <SignedInViews />;
      break;
  }

  return (
    <InboxContext value={context}>
      <InboxLayout
        announcement={announcement}
        onSignOut={access.state === 'signed-in' ? () => void onSignOut() : undefined}
        isSigningOut={signingOut}
      >
        {view}
      </InboxLayout>
    </InboxContext>
  );
}

/** react-aria's links (the list's rows) navigate with the router, without a page load. */
function WithRouter() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <LocaleProvider>
        <InboxShell />
      </LocaleProvider>
    </RouterProvider>
  );
}

export interface InboxAppProps {
  /** For tests: start at this address in memory instead of the browser's. */
  initialPath?: string;
}

/** The owner's inbox at /inbox: its own entry (src/inbox/main.tsx), never in the public pages. */
export function InboxApp({ initialPath }: InboxAppProps = {}) {
  return initialPath === undefined ? (
    <BrowserRouter>
      <WithRouter />
    </BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[initialPath]}>
      <WithRouter />
    </MemoryRouter>
  );
}
