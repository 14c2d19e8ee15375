import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setToastWaker } from '../../lib/toast';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster when the first notice is raised, keeping its code (≈ 10 KB) off the first screen.
 * Notices come from failed queries and mutations, so the code is fetched as soon as the app first talks to
 * the server: on a bad network it downloads while the request is still on its way, and a toast can show when
 * the request fails. (Offline, the service worker has it.)
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    setToastWaker(() => setNeeded(true));
    const caches = [queryClient.getQueryCache(), queryClient.getMutationCache()];
    let unsubscribes: Array<() => void> = [];
    const preload = () => {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      unsubscribes = [];
      void import('./Toaster');
    };
    if (caches.some((cache) => cache.getAll().length > 0)) preload();
    else unsubscribes = caches.map((cache) => cache.subscribe(preload));
    return () => {
      setToastWaker(null);
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, [queryClient]);

  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
