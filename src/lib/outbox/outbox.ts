import { ApiError, apiErrorCode } from '../api-error';
import type { OutboxAction, OutboxRefusal, OutboxState } from './outbox-types';

// The outbox: tender actions taken offline (or while a request failed) wait in IndexedDB, per user, and go
// out in the order they were taken when the network is back. Each carries its Idempotency-Key from the
// moment it was queued, so a resend after a lost answer writes nothing twice on the server. A network failure
// keeps the action (and those after it) for the next try; a refusal (4xx) drops it with the server's reason,
// and a proposal's text stays as a draft in the refusal. One flush at a time, across tabs too (a Web Lock).

export type { OutboxAction, OutboxRefusal, OutboxState };

/** Where the outbox keeps its state: IndexedDB (idb-keyval) in the app, memory where there is none. */
export type OutboxStorage = {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
};

/** What `submit` gives back: the server's answer, or `queued` when it waits for the network. */
export type OutboxOutcome<T = unknown> = { queued: true } | { queued: false; result: T };

export type OutboxOptions = {
  userId: number;
  storage: OutboxStorage | null;
  /** Sends one action with its Idempotency-Key; a rejection with an ApiError of 4xx is a refusal. */
  send: (action: OutboxAction) => Promise<unknown>;
  /** Whether the browser says it is online: offline, nothing is tried. */
  isOnline?: () => boolean;
  /** An action sent by a flush that no `submit` waits for (it was queued before). */
  onSent?: (action: OutboxAction, result: unknown) => void;
  /** An action the server refused that no `submit` waits for: shown with the server's reason. */
  onRefused?: (refusal: OutboxRefusal) => void;
  now?: () => number;
};

const EMPTY: OutboxState = { actions: [], refusals: [] };
export const outboxKey = (userId: number) => `podryad.outbox.user-${userId}`;

/**
 * Not the action's fault: no network, a server error, a login being renewed, a limit of requests, or the
 * same key still running on the server. The action stays and is tried again.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // fetch's TypeError: the network
  if (error.status >= 500 || [401, 408, 429].includes(error.status)) return true;
  return error.status === 409 && apiErrorCode(error) === 'idempotency_key_in_progress';
}

/** The server's reason in Russian: `detail`, `non_field_errors` and every field's messages. */
export function refusalMessages(error: unknown): string[] {
  const data = error instanceof ApiError ? error.data : null;
  const texts: string[] = [];
  const walk = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if (key !== 'code') texts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (typeof value === 'object' && value !== null)
      for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  walk(data, null);
  return texts.length > 0 ? texts : ['Сервер отклонил действие.'];
}

type Waiter = { resolve: (outcome: OutboxOutcome) => void; reject: (error: unknown) => void };

function memoryStorage(): OutboxStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => Promise.resolve(items.get(key)),
    setItem: (key, value) => Promise.resolve(void items.set(key, value)),
  };
}

const withLock = <T>(name: string, task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, task) : task();
};

function parse(stored: string | null | undefined): OutboxState {
  if (!stored) return EMPTY;
  try {
    const value = JSON.parse(stored) as Partial<OutboxState>;
    return {
      actions: Array.isArray(value.actions) ? value.actions : [],
      refusals: Array.isArray(value.refusals) ? value.refusals : [],
    };
  } catch {
    return EMPTY; // unreadable: nothing to send
  }
}

export function createOutbox({
  userId,
  storage,
  send,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onSent,
  onRefused,
  now = () => Date.now(),
}: OutboxOptions) {
  const store = storage ?? memoryStorage();
  const key = outboxKey(userId);
  const listeners = new Set<(state: OutboxState) => void>();
  const waiters = new Map<string, Waiter>();
  let known: OutboxState = EMPTY;
  let flushing: Promise<boolean> | null = null;

  const publish = (state: OutboxState) => {
    known = state;
    listeners.forEach((listener) => listener(state));
  };
  const read = async () => {
    const state = parse(await store.getItem(key));
    publish(state);
    return state;
  };
  /** Read, change and write under a short lock: another tab's change in between is not lost. */
  const update = (change: (state: OutboxState) => OutboxState) =>
    withLock(`podryad-outbox-store-${userId}`, async () => {
      const next = change(parse(await store.getItem(key)));
      await store.setItem(key, JSON.stringify(next));
      publish(next);
      return next;
    });
  const without = (state: OutboxState, action: OutboxAction): OutboxState => ({
    ...state,
    actions: state.actions.filter((other) => other.key !== action.key),
  });

  /** Sends what waits, oldest first; resolves true when the queue is empty, false when a try failed. */
  const flushNow = () =>
    withLock(`podryad-outbox-${userId}`, async () => {
      for (;;) {
        if (!isOnline()) return false;
        const next = (await read()).actions[0];
        if (!next) return true;
        const waiter = waiters.get(next.key);
        let result: unknown;
        try {
          result = await send(next);
        } catch (error) {
          if (isTransientFailure(error)) return false;
          const refusal: OutboxRefusal = {
            key: next.key,
            label: next.label,
            scope: next.scope,
            project: next.project,
            messages: refusalMessages(error),
            refusedAt: now(),
            ...(next.draft !== undefined && { draft: next.draft }),
          };
          // A submit still waiting shows the refusal in its own form; a later one is kept to be shown.
          await update((state) =>
            waiter
              ? without(state, next)
              : { ...without(state, next), refusals: [...state.refusals, refusal] },
          );
          waiters.delete(next.key);
          if (waiter) waiter.reject(error);
          else onRefused?.(refusal);
          continue;
        }
        await update((state) => without(state, next));
        waiters.delete(next.key);
        if (waiter) waiter.resolve({ queued: false, result });
        else onSent?.(next, result);
      }
    });

  /** What submits wait for and a failed flush did not send waits for the network: shown as waiting. */
  const settleWaitingAsQueued = () => {
    let resolved = false;
    for (const [waiting, waiter] of waiters) {
      if (known.actions.some((action) => action.key === waiting)) {
        waiters.delete(waiting);
        waiter.resolve({ queued: true });
        resolved = true;
      }
    }
    if (resolved) publish(known);
  };

  const flush = (): Promise<boolean> => {
    flushing ??= flushNow()
      .catch(() => false) // storage failed: the next trigger tries again
      .then((empty) => {
        flushing = null;
        // A flush that emptied the queue did not see an action stored after its last read (its lock's
        // release can take a while): that action's own submit flushes again and sends it.
        if (!empty) settleWaitingAsQueued();
        return empty;
      });
    return flushing;
  };

  return {
    /**
     * Queues the action behind any waiting ones and tries to send: resolves with the server's answer, or
     * `queued` when the network fails; rejects with the server's refusal (the caller's form shows it).
     */
    async submit<T>(action: Omit<OutboxAction, 'key' | 'queuedAt'>): Promise<OutboxOutcome<T>> {
      const queued: OutboxAction = { ...action, key: crypto.randomUUID(), queuedAt: now() };
      // Awaited before it is stored: the screens never show it as waiting while it is being sent.
      const outcome = new Promise<OutboxOutcome>((resolve, reject) =>
        waiters.set(queued.key, { resolve, reject }),
      );
      try {
        await update((state) => ({ ...state, actions: [...state.actions, queued] }));
      } catch (error) {
        waiters.delete(queued.key);
        throw error;
      }
      // A flush already running may stop before this one: flush again after it.
      void (flushing ?? Promise.resolve()).then(() => flush());
      return outcome as Promise<OutboxOutcome<T>>;
    },
    flush,
    /** Forgets a refusal once its reason was read (a proposal's draft goes back into its form first). */
    dismiss: (refusalKey: string) =>
      update((state) => ({
        ...state,
        refusals: state.refusals.filter((refusal) => refusal.key !== refusalKey),
      })),
    load: read,
    state: (): OutboxState => known,
    /** Whether a `submit` still waits for this action's answer (it is being sent, not waiting). */
    isAwaited: (actionKey: string): boolean => waiters.has(actionKey),
    subscribe(listener: (state: OutboxState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
