import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { getSession } from '../session';
import { showToast } from '../toast';
import { createOutbox, type Outbox, type OutboxOutcome } from './outbox';
import { EMPTY_OUTBOX, outboxState } from './outbox-signal';
import type { OutboxAction } from './outbox-types';

// The app's one outbox per logged-in user: stored beside the persisted queries (IndexedDB, idb-keyval),
// so the logout's wipe of that store empties it too; sent at start, on `online`, when the tab comes to the
// foreground, and again after a failed try (15 s, doubling to 5 min). Not Background Sync: Safari and
// Firefox have none.

const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

let current: { userId: number; outbox: Outbox } | null = null;
/** Set by `startOutbox`: after a background send or refusal the tender's screens read again. */
let afterBackground: (() => void) | null = null;

async function storage() {
  const { idbStorage } = await import('../pwa/query-persistence');
  return idbStorage();
}

const send = (action: OutboxAction) =>
  callApi(action.endpoint, {
    params: action.params,
    body: action.body,
    idempotencyKey: action.key,
  });

function outboxOf(userId: number): Outbox {
  if (current?.userId === userId) return current.outbox;
  const stored = storage();
  // Where IndexedDB is missing (some private modes) the outbox lives as long as the tab.
  const memory = new Map<string, string>();
  const outbox = createOutbox({
    userId,
    storage: {
      getItem: async (key) => {
        const idb = await stored;
        return idb ? idb.getItem(key) : memory.get(key);
      },
      setItem: async (key, value) => {
        const idb = await stored;
        if (idb) await idb.setItem(key, value);
        else memory.set(key, value);
      },
    },
    send,
    onSent: (action) => {
      afterBackground?.();
      showToast({ title: 'Отправлено', description: `«${action.label}»: готово.`, color: 'green' });
    },
    onRefused: (refusal) => {
      afterBackground?.();
      showToast({
        title: `Не отправлено: «${refusal.label}»`,
        description: refusal.messages.join('\n'),
        color: 'red',
      });
    },
  });
  outbox.subscribe((state) => {
    // An action a form still waits on is being sent, not waiting: the form shows its outcome.
    if (current?.outbox === outbox)
      outboxState.value = {
        ...state,
        actions: state.actions.filter((action) => !outbox.isAwaited(action.key)),
      };
  });
  current = { userId, outbox };
  return outbox;
}

/**
 * A tender action through the outbox: sent at once when it can be, else queued with its Idempotency-Key.
 * Without a logged-in user (never on these screens) it is a plain request.
 */
export async function submitAction<T>(
  action: Omit<OutboxAction, 'key' | 'queuedAt'>,
): Promise<OutboxOutcome<T>> {
  const userId = getSession().user?.id;
  if (userId === undefined)
    return { queued: false, result: (await callApi(action.endpoint, action)) as T };
  return outboxOf(userId).submit<T>(action);
}

export const dismissRefusal = (key: string) => current?.outbox.dismiss(key);

/**
 * Loads the user's outbox and sends what waits, now and whenever the network or the tab comes back; after a
 * background send the tender's screens read again. Returns the stop.
 */
export function startOutbox(userId: number, client: QueryClient): () => void {
  const outbox = outboxOf(userId);
  let retryIn = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const flush = () => {
    clearTimeout(timer);
    void outbox.flush().then((empty) => {
      if (stopped) return;
      if (empty) retryIn = RETRY_FIRST_MS;
      else if (navigator.onLine !== false) {
        timer = setTimeout(flush, retryIn);
        retryIn = Math.min(retryIn * 2, RETRY_MAX_MS);
      }
    });
  };
  afterBackground = () => void client.invalidateQueries({ queryKey: ['tender'] });
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  void outbox.load().then(flush);
  return () => {
    stopped = true;
    clearTimeout(timer);
    afterBackground = null;
    // Logout (or another user): this tab forgets the outbox; the logout's IndexedDB wipe empties the stored one.
    if (current?.outbox === outbox) current = null;
    outboxState.value = EMPTY_OUTBOX;
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Whether `submitAction` queued the action (it waits for the network) rather than sending it. */
export const isQueued = (outcome: unknown): boolean =>
  typeof outcome === 'object' &&
  outcome !== null &&
  (outcome as { queued?: unknown }).queued === true;

/** The toast of an action that waits for the network. */
export const QUEUED_TOAST = {
  title: 'Ждёт отправки',
  description: 'Нет связи: действие сохранено на устройстве и уйдёт, когда сеть появится.',
};
