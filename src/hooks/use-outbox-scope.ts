import { useSignal } from '../lib/signal';
import { outboxState } from '../lib/outbox/outbox-signal';

/** The outbox's actions waiting in one part of a screen, and the last one the server refused there. */
export function useOutboxScope(scope: string) {
  const { actions, refusals } = useSignal(outboxState);
  return {
    waiting: actions.filter((action) => action.scope === scope),
    refusal: refusals.filter((refusal) => refusal.scope === scope).at(-1),
  };
}
