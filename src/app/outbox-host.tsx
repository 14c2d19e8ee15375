import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../hooks/use-session';

/**
 * Starts the logged-in user's outbox (the tender actions taken offline, sent when the network is back) and
 * stops it at logout. Its code loads only for a logged-in user.
 */
export function OutboxHost() {
  const userId = useSession().user?.id ?? null;
  const client = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | null = null;
    let active = true;
    import('../lib/outbox/app-outbox')
      .then(({ startOutbox }) => {
        if (active) stop = startOutbox(userId, client);
      })
      .catch(() => undefined); // offline without its code: the next start tries again
    return () => {
      active = false;
      stop?.();
    };
  }, [userId, client]);

  return null;
}
