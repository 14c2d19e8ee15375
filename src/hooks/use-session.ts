import { useSyncExternalStore } from 'react';
import { sessionSignal, type Session } from '../lib/session';

const GUEST: Session = { user: null, token: null };

/**
 * The current session; the component re-renders on login and logout (the signal). A server-rendered page is
 * a guest's (the server never renders one user's page), so while it hydrates the session reads as a guest's
 * too. A guest's session is the same object on both sides: hydrating a guest's page re-renders nothing after
 * (every header, footer and «Пригласить» did, in one blocking task on a phone).
 */
export function useSession(): Session {
  return useSyncExternalStore(
    sessionSignal.subscribe,
    () => {
      const session = sessionSignal.value;
      return session.user || session.token ? session : GUEST;
    },
    () => GUEST,
  );
}
