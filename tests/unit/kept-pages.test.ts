import { describe, expect, it } from 'vitest';
import { KEPT_ITEMS, KeptPages } from '../../server/modules/matching/kept-pages';

// The ranking pages a process keeps in memory: served only at the versions they were ranked at, in whole,
// until the plan bound they carry, and the least recently used forgotten past the limit.

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-27T12:00:00Z');
const V1 = { requirementsVersion: 3, catalogueVersion: 70 };
const V2 = { requirementsVersion: 4, catalogueVersion: 70 };
const win = (page: number, limit: number) => ({ page, limit, offset: (page - 1) * limit });
const texts = (from: number, n: number) =>
  Array.from({ length: n }, (_, k) => Buffer.from(`{"n":${from + k}}`));

describe('KeptPages', () => {
  it('answers a kept page at its versions only, and a window it holds in whole', () => {
    const kept = new KeptPages();
    kept.keep(1, { ...V1, validUntil: null }, { count: 5, offset: 0, results: texts(1, 2) });
    expect(kept.versionsHolding(1, win(1, 2), NOW)).toEqual(V1);
    expect(kept.page(1, V1, win(1, 2), NOW)).toEqual({ count: 5, results: texts(1, 2) });
    expect(kept.page(1, V2, win(1, 2), NOW)).toBeNull();
    expect(kept.versionsHolding(1, win(2, 2), NOW)).toBeNull(); // positions 3 and 4 not kept
    kept.keep(1, { ...V1, validUntil: null }, { count: 5, offset: 4, results: texts(5, 1) });
    expect(kept.page(1, V1, win(3, 2), NOW)).toEqual({ count: 5, results: texts(5, 1) });
    expect(kept.versionsHolding(2, win(1, 2), NOW)).toBeNull();
  });

  it('replaces what it kept by a page of other versions or of another plan bound', () => {
    const kept = new KeptPages();
    kept.keep(1, { ...V1, validUntil: null }, { count: 5, offset: 0, results: texts(1, 2) });
    kept.keep(1, { ...V2, validUntil: null }, { count: 4, offset: 2, results: texts(30, 2) });
    expect(kept.versionsHolding(1, win(1, 2), NOW)).toBeNull();
    expect(kept.page(1, V2, win(2, 2), NOW)).toEqual({ count: 4, results: texts(30, 2) });
    kept.keep(
      1,
      { ...V2, validUntil: at('2026-11-27T13:00:00Z') },
      { count: 4, offset: 0, results: texts(40, 2) },
    );
    expect(kept.versionsHolding(1, win(2, 2), NOW)).toBeNull();
  });

  it('stops answering when a plan priority it counted ends', () => {
    const kept = new KeptPages();
    const validUntil = at('2026-11-27T12:30:00Z');
    kept.keep(1, { ...V1, validUntil }, { count: 2, offset: 0, results: texts(1, 2) });
    expect(kept.page(1, V1, win(1, 2), at('2026-11-27T12:29:59Z'))).not.toBeNull();
    expect(kept.page(1, V1, win(1, 2), validUntil)).toBeNull();
  });

  it('forgets the least recently used projects past its limit', () => {
    const kept = new KeptPages();
    const page = KEPT_ITEMS / 4;
    for (const project of [1, 2, 3, 4])
      kept.keep(
        project,
        { ...V1, validUntil: null },
        { count: page, offset: 0, results: texts(0, page) },
      );
    expect(kept.page(1, V1, win(1, page), NOW)).not.toBeNull(); // 1 is now the most recent
    kept.keep(5, { ...V1, validUntil: null }, { count: 1, offset: 0, results: texts(0, 1) });
    expect([1, 2, 3, 4, 5].map((p) => kept.versionsHolding(p, win(1, 1), NOW) !== null)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});
