import { useCallback, useState } from 'react';
import { inboxContent } from '../../content/inbox';
import { SignedOut } from '../api';
import { useInbox } from '../context';

/**
 * What went wrong with the list's last call, shown above the list and said politely; a session
 * that has ended brings back the sign-in form instead.
 */
export function useProblem() {
  const { announce, signedOut } = useInbox();
  const [problem, setProblem] = useState<string>();

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOut) {
        signedOut('ended');
        return;
      }
      const message = (error as Error).message || inboxContent.problems.network;
      setProblem(message);
      announce(message);
    },
    [announce, signedOut],
  );
  const clearProblem = useCallback(() => setProblem(undefined), []);

  return { problem, fail, clearProblem };
}
