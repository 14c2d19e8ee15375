import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML, true ever after: what only the
 * browser knows (the login cookie, the network state) waits until then, so the first client render matches
 * the server's exactly, and React re-renders with the real value right after (no hydration mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
