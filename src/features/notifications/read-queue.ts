import { sendRead, sendReadAll } from './api/notifications';

// Read marks made offline (or while a request failed) wait in IndexedDB and go out when the network is back:
// each is sent until the server confirms it, then forgotten, so the server hears of it exactly once (and a
// repeat would change nothing: reading is idempotent). One flush at a time, across tabs too (a Web Lock).

export type PendingReads = { all: boolean; ids: number[] };
type Storage = {
  get: () => Promise<PendingReads | undefined>;
  set: (value: PendingReads) => Promise<void>;
};

const EMPTY: PendingReads = { all: false, ids: [] };
const keyOf = (userId: number) => `podryad.notifications.pending-reads.${userId}`;

/** IndexedDB (the persisted queries' store: a logout wipes it too), or memory where there is none. */
async function storageFor(userId: number): Promise<Storage> {
  const { idbStorage } = await import('../../lib/pwa/query-persistence');
  const idb = idbStorage();
  if (!idb) {
    let memory: PendingReads | undefined;
    return {
      get: () => Promise.resolve(memory),
      set: (value) => Promise.resolve(void (memory = value)),
    };
  }
  return {
    get: async () => {
      const stored = await idb.getItem(keyOf(userId));
      return stored ? (JSON.parse(stored) as PendingReads) : undefined;
    },
    set: async (value) => void (await idb.setItem(keyOf(userId), JSON.stringify(value))),
  };
}

const withLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('notification-reads', task) : task();
};

export function createReadQueue(userId: number) {
  const storage = storageFor(userId);
  let flushing: Promise<void> | null = null;
  // The queue's last known content, for a window that arrives while marks wait.
  let known: PendingReads = EMPTY;

  const read = async () => (known = (await (await storage).get()) ?? EMPTY);
  const write = async (value: PendingReads) => {
    known = value;
    await (await storage).set(value);
  };

  /** Sends what waits, oldest first; stops at the first failure (offline: it stays for the next try). */
  const flushNow = () =>
    withLock(async () => {
      let pending = await read();
      if (pending.all) {
        await sendReadAll();
        // Marks made after it (on notifications that came later) still go out one by one.
        pending = { all: false, ids: (await read()).ids };
        await write(pending);
      }
      for (const id of [...pending.ids]) {
        await sendRead(id);
        pending = { all: false, ids: (await read()).ids.filter((other) => other !== id) };
        await write(pending);
      }
    });

  return {
    async add(which: number | 'all'): Promise<void> {
      const pending = await read();
      await write(
        which === 'all'
          ? { all: true, ids: [] }
          : pending.ids.includes(which)
            ? pending
            : { all: pending.all, ids: [...pending.ids, which] },
      );
    },
    /** Resolves when the queue is empty, or rejects with the failure that stopped it. */
    flush(): Promise<void> {
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    pending: (): PendingReads => known,
    load: read,
  };
}

export type ReadQueue = ReturnType<typeof createReadQueue>;
