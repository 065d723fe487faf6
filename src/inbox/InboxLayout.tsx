import type { ReactNode } from 'react';
import { Button } from '../components/Button/Button';
import { inboxContent } from '../content/inbox';
import { SkipLink } from '../layout/SkipLink/SkipLink';
import styles from './Inbox.module.css';

export interface InboxLayoutProps {
  /** What the live region says now (polite). */
  announcement: string;
  /** Shown when signed in: signs out. */
  onSignOut?: (() => void) | undefined;
  isSigningOut?: boolean;
  children: ReactNode;
}

/**
 * The inbox's own simple frame: the skip link, a bar with the inbox's name and "Sign out", the
 * view in `main`, and one polite live region (no role: silent while empty). No public header,
 * menu or footer: the inbox is a tool of its own.
 */
export function InboxLayout({ announcement, onSignOut, isSigningOut, children }: InboxLayoutProps) {
  return (
    <>
      <SkipLink />
      <header className={styles.bar}>
        <p className={styles.brand}>{inboxContent.brand}</p>
        {onSignOut ? (
          <Button
            variant="quiet"
            className={styles.barButton}
            aria-disabled={isSigningOut || undefined}
            onPress={() => {
              if (!isSigningOut) onSignOut();
            }}
          >
            {inboxContent.signOut}
          </Button>
        ) : null}
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
