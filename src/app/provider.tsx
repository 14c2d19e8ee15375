import { useEffect, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSignal } from '../lib/signal';
import { queryClient as browserQueryClient } from '../lib/react-query';
import { startNetworkStatus } from '../lib/pwa/network-status';
import { registerPushLogout } from '../lib/pwa/push-logout';
import { registerLogoutCleanup } from '../lib/pwa/user-data';
import { sessionSignal } from '../lib/session';
import { ToastHost } from '../components/toaster/ToastHost';
import { NotificationsHost } from './notifications-host';
import { OutboxHost } from './outbox-host';
import { PwaNotices } from '../components/pwa/PwaNotices';

// Before the router starts: `/auth/logout` logs out in its loader, and a page opened offline knows it.
// (Not on the server, which renders with this provider too.)
if (typeof window !== 'undefined') {
  registerLogoutCleanup();
  registerPushLogout();
  startNetworkStatus();
}

const canPersist = typeof indexedDB !== 'undefined';

/**
 * Restores the current user's saved queries from IndexedDB and keeps saving them; switches on login and
 * logout. Returns true while restoring: queries wait, so offline they show the saved data at once. The
 * persistence code is a lazy chunk: for a logged-in user fetched at once, beside the screen's own code
 * (every screen of theirs reads the server, and its first query would otherwise wait one more round trip
 * for it); for a guest once the first query appears (a page without server data, like the landing page,
 * never needs it).
 */
function useRestoredQueries(client: QueryClient, serverRendered: boolean): boolean {
  // The real user even while a server-rendered page hydrates: this decides whose saved queries to restore,
  // and renders nothing of its own.
  const userId = useSignal(sessionSignal).user?.id ?? null;
  // A guest's server-rendered page holds the server's data already: its queries need not wait, and the end
  // of the restore changes nothing on screen (it re-rendered every query's screen, a long task on a phone).
  const [restoredFor, setRestoredFor] = useState<number | null | undefined>(() =>
    serverRendered && userId === null ? null : undefined,
  );

  useEffect(() => {
    if (!canPersist) return;
    let active = true;
    let started = false;
    let stopSaving = () => {};
    const queryCache = client.getQueryCache();
    const start = () => {
      if (started) return;
      started = true;
      import('../lib/pwa/query-persistence')
        .then(({ restoreAndPersist }) => restoreAndPersist(client, userId))
        .then((stop) => {
          if (active) stopSaving = stop;
          else stop();
        })
        .catch(() => undefined) // no persistence this time; the app works from the network
        .finally(() => {
          if (active) setRestoredFor(userId);
        });
    };
    const stopWaiting = queryCache.subscribe(start);
    if (userId !== null || queryCache.getAll().length > 0) start();
    return () => {
      active = false;
      stopWaiting();
      stopSaving();
    };
  }, [client, userId]);

  return canPersist && restoredFor !== userId;
}

/**
 * Everything every screen needs around it: server state (persisted per user), toasts, the update prompt and
 * the offline banner. antd's theme and locale are not here: the first screen uses no antd, so the screens
 * that do wrap themselves in `AntdProvider`. The server renders a page with a query client of its own.
 */
export function AppProvider({
  children,
  queryClient = browserQueryClient,
  serverRendered = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The page hydrates the server's HTML (and carries the server's data). */
  serverRendered?: boolean;
}) {
  const isRestoring = useRestoredQueries(queryClient, serverRendered);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>
        <ToastHost />
        <NotificationsHost />
        <OutboxHost />
        {children}
        <PwaNotices />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
