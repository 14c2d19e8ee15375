import { describe, expect, it } from 'vitest';
import { signal } from '../../src/lib/signal';

describe('signal', () => {
  it('reads what was written last', () => {
    const count = signal<number | null>(null);
    expect(count.value).toBeNull();
    count.value = 3;
    expect(count.value).toBe(3);
  });

  it('tells each listener every new value, and nothing after it unsubscribes', () => {
    const offline = signal(false);
    const first: boolean[] = [];
    const second: boolean[] = [];
    const stopFirst = offline.subscribe((value) => first.push(value));
    offline.subscribe((value) => second.push(value));
    offline.value = true;
    stopFirst();
    offline.value = false;
    expect(first).toEqual([true]);
    expect(second).toEqual([true, false]);
  });

  it('tells nobody when the same value is written again', () => {
    const session = { user: null };
    const current = signal(session);
    const heard: unknown[] = [];
    current.subscribe((value) => heard.push(value));
    current.value = session;
    expect(heard).toEqual([]);
    current.value = { user: null };
    expect(heard).toHaveLength(1);
  });

  it('lets a listener unsubscribe while the others are told', () => {
    const state = signal(0);
    const heard: string[] = [];
    const stop = state.subscribe(() => {
      heard.push('first');
      stop();
    });
    state.subscribe(() => heard.push('second'));
    state.value = 1;
    state.value = 2;
    expect(heard).toEqual(['first', 'second', 'second']);
  });
});
