import { useRef, useState } from 'react';
import { Button } from '../components/Button/Button';
import { inboxContent } from '../content/inbox';
import { getSession, type SessionState } from './api';
import { useInbox } from './context';
import { useHeadingFocus } from './useHeadingFocus';
import styles from './Inbox.module.css';

export interface NoPassphraseProps {
  /** `unusable`: a file is there but holds no hash the service wrote. */
  reason: 'unset' | 'unusable';
  /** Called with what the service says once asked again. */
  onChecked: (state: SessionState) => void;
}

const words = inboxContent.noPassphrase;

/** Without a passphrase set, /inbox says exactly how to set one, and can look again. */
export function NoPassphrase({ reason, onChecked }: NoPassphraseProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { announce } = useInbox();
  const [checking, setChecking] = useState(false);
  useHeadingFocus(heading, inboxContent.documentTitle(words.title));

  async function checkAgain() {
    if (checking) return;
    setChecking(true);
    try {
      const state = await getSession();
      if (!state.signedIn && state.passphrase !== 'set') announce(words.stillUnset);
      onChecked(state);
    } catch {
      announce(inboxContent.problems.network);
    } finally {
      setChecking(false);
    }
  }

  const [first, second, third, fourth] = words.steps;
  return (
    <>
      <h1 ref={heading}>{words.title}</h1>
      {reason === 'unusable' ? <p className={styles.warning}>{words.unusable}</p> : null}
      <p>{words.intro}</p>
      <ol className={styles.steps}>
        <li>{first}</li>
        <li>
          {second}
          <pre className={styles.command}>
            <code>{words.command}</code>
          </pre>
          <p className={styles.hint}>{words.example}</p>
        </li>
        <li>{third}</li>
        <li>{fourth}</li>
      </ol>
      <Button aria-disabled={checking || undefined} onPress={() => void checkAgain()}>
        {words.checkAgain}
      </Button>
    </>
  );
}
