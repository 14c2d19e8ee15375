import { describe, expect, it } from 'vitest';
import { RecentIds } from '../../server/realtime/recent-ids';

// The listener's memory of the ids it delivered lately: bounded, the oldest forgotten first.

describe('RecentIds', () => {
  it('remembers the last ids up to its capacity, forgetting the oldest first', () => {
    const recent = new RecentIds(3);
    for (const id of [1, 2, 3, 2]) recent.add(id); // an id seen again takes no second place
    expect([1, 2, 3].map((id) => recent.has(id))).toEqual([true, true, true]);
    recent.add(4);
    expect([1, 2, 3, 4].map((id) => recent.has(id))).toEqual([false, true, true, true]);
    recent.add(5);
    recent.add(6);
    expect([2, 3, 4, 5, 6].map((id) => recent.has(id))).toEqual([false, false, true, true, true]);
  });
});
