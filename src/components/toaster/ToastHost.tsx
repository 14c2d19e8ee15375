import { useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setToastWaker } from '../../lib/toast';

const loadToaster = () => import('./Toaster');

/**
 * Mounts the Toaster when the first notice is raised, keeping its code (react-toastify, ≈ 10 KB gzip) off
 * every first screen: a screen that only reads from the server never downloads it. Its code is fetched ahead
 * when the user first changes something (a mutation: its answer is a toast, green or red); a failed read
 * raises its notice, which fetches it then. (Offline, the service worker has it.) A notice waits in lib/toast
 * until the Toaster shows it; if its code cannot be fetched, the next notice tries again.
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    setToastWaker(() => setNeeded(true));
    const mutations = queryClient.getMutationCache();
    let unsubscribe = () => {};
    const preload = () => {
      unsubscribe();
      void loadToaster().catch(() => undefined); // fetched again when a notice needs it
    };
    if (mutations.getAll().length > 0) preload();
    // 'added': a mutation runs (the cache also tells of every useMutation that merely renders).
    else unsubscribe = mutations.subscribe((event) => event.type === 'added' && preload());
    return () => {
      setToastWaker(null);
      unsubscribe();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!needed || Toaster) return;
    let active = true;
    loadToaster()
      .then((module) => {
        if (active) setToaster(() => module.Toaster);
      })
      .catch(() => {
        if (active) setNeeded(false); // the notices wait; the next one tries again
      });
    return () => {
      active = false;
    };
  }, [needed, Toaster]);

  return Toaster ? <Toaster /> : null;
}
