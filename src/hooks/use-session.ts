import { useSignals } from '@preact/signals-react/runtime';
import { sessionSignal, type Session } from '../lib/session';
import { useHydrated } from './use-hydrated';

const GUEST: Session = { user: null, token: null };

/**
 * The current session; the component re-renders on login and logout. A server-rendered page is a guest's
 * (the server never renders one user's page), so while it hydrates the session reads as a guest's too.
 */
export function useSession(): Session {
  useSignals();
  const session = sessionSignal.value;
  return useHydrated() ? session : GUEST;
}
