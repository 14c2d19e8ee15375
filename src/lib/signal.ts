import { useSyncExternalStore } from 'react';

// A value the app shares outside React (the session, the PWA's state, the unread and outbox counts): read
// and written anywhere through `.value`; a component reads it with `useSignal`, and re-renders on a change.
// React's own external-store hook rather than a signals library: this is in every page's entry (the library
// with its React runtime was 6.4 KB of it), and nothing here needs computed values or effects.

export type Signal<T> = {
  value: T;
  /** Calls `listener` with each new value (not the current one); returns the unsubscribe. */
  subscribe: (listener: (value: T) => void) => () => void;
};

export function signal<T>(initial: T): Signal<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get value() {
      return current;
    },
    set value(next: T) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The signal's value in a component, which re-renders when it changes. */
export function useSignal<T>(source: Signal<T>): T {
  return useSyncExternalStore(
    source.subscribe,
    () => source.value,
    () => source.value,
  );
}
