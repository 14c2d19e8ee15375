import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../hooks/use-session';

/**
 * Starts the logged-in user's notifications (socket, bell count, badge) after login and stops them at logout.
 * Their code loads only for a logged-in user: a guest's first screen does not carry it.
 */
export function NotificationsHost() {
  const userId = useSession().user?.id ?? null;
  const client = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | null = null;
    let active = true;
    Promise.all([import('../features/notifications/hub'), import('./stale-queries')])
      .then(([{ startNotifications }, { staleQueriesOf }]) => {
        if (active) stop = startNotifications(userId, client, staleQueriesOf);
      })
      .catch(() => undefined); // offline without its code: the next login or reload tries again
    return () => {
      active = false;
      stop?.();
    };
  }, [userId, client]);

  return null;
}
