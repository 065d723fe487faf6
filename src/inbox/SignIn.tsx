import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../components/Button/Button';
import { ErrorSummary } from '../components/ErrorSummary/ErrorSummary';
import { TextField } from '../components/TextField/TextField';
import { inboxContent } from '../content/inbox';
import { focusProgrammatically } from '../lib/focus';
import { InboxProblem, signIn } from './api';
import { useInbox } from './context';
import { useHeadingFocus } from './useHeadingFocus';
import styles from './Inbox.module.css';

export interface SignInProps {
  /** Said under the heading: why the owner is here again (signed out, session ended). */
  notice?: string | undefined;
  onSignedIn: () => void;
}

const words = inboxContent.signIn;

/**
 * The sign-in form (docs/spec/contracts.md §11): one password field labelled "Passphrase" and a
 * "Sign in" button. A refusal (wrong passphrase, too many tries, no connection) is told the way
 * the contact form tells one: the field says why, and an error summary above the form, which
 * takes focus, links to it. The field is emptied after a wrong passphrase: typing it again from
 * the start is easier than mending what cannot be seen. Only if it still holds what was sent,
 * though: a wrong passphrase is answered after a pause of a second (contracts §11.4), and what the
 * owner types in that pause is their next try, kept (wiping it would then answer "Enter your
 * passphrase" to someone who just did).
 */
export function SignIn({ notice, onSignedIn }: SignInProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A new object for every refusal, so the same words twice still move focus to the summary.
  const [refusal, setRefusal] = useState<object | undefined>();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  // What the field holds now, read when a refusal comes back (the closure holds the sent value).
  const current = useRef('');
  const { announce } = useInbox();
  useHeadingFocus(heading, inboxContent.documentTitle(words.title));

  useEffect(() => {
    if (refusal && summary.current) focusProgrammatically(summary.current);
  }, [refusal]);

  function refuse(message: string) {
    setError(message);
    setRefusal({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (passphrase === '') {
      refuse(words.empty);
      return;
    }
    inFlight.current = true;
    setPending(true);
    announce(words.signingIn);
    const sent = passphrase;
    try {
      await signIn(sent);
      onSignedIn();
    } catch (problem) {
      const typedSince = current.current !== sent && current.current !== '';
      if (!typedSince) {
        current.current = '';
        setPassphrase('');
      }
      const message =
        problem instanceof InboxProblem && problem.status === undefined
          ? inboxContent.problems.network
          : (problem as Error).message || words.failed;
      refuse(typedSince ? `${message} ${words.keptTyped}` : message);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <>
      <h1 ref={heading}>{words.title}</h1>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      <p>{words.intro}</p>
      {/* noValidate: the check is onSubmit's, told in words (the browser's says nothing). */}
      <form className={styles.signIn} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          ref={summary}
          headingLevel={2}
          title={words.errorSummaryTitle}
          errors={error ? [{ fieldId, message: error }] : []}
        />
        <TextField
          id={fieldId}
          name="passphrase"
          type="password"
          autoComplete="current-password"
          label={words.passphrase}
          error={error}
          errorPrefix={words.errorPrefix}
          value={passphrase}
          onChange={(value) => {
            current.current = value;
            setPassphrase(value);
            setError(undefined);
          }}
        />
        <Button type="submit" aria-disabled={pending || undefined}>
          {words.submit}
        </Button>
      </form>
      <p className={styles.hint}>{words.forgotten}</p>
    </>
  );
}
