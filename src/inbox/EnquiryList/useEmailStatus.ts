import { useCallback, useEffect, useState } from 'react';
import type { InboxStatus } from '../../shared/inbox';
import { getStatus } from '../api';

/**
 * Where e-mail to the owner stands, asked on each arrival at the list and again when
 * `refreshStatus` is called (after the failed e-mails are owed again, or "Try again").
 */
export function useEmailStatus(active: boolean, fail: (error: unknown) => void) {
  const [status, setStatus] = useState<InboxStatus>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!active) return;
    // An answer to an arrival already left is dropped.
    let current = true;
    getStatus().then(
      (value) => {
        if (current) setStatus(value);
      },
      (error: unknown) => {
        if (current) fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, [round, active, fail]);

  const refreshStatus = useCallback(() => setRound((value) => value + 1), []);
  return { status, refreshStatus };
}
