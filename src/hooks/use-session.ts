import { useSignals } from '@preact/signals-react/runtime';
import { sessionSignal, type Session } from '../lib/session';

/** The current session; the component re-renders on login and logout. */
export function useSession(): Session {
  useSignals();
  return sessionSignal.value;
}
