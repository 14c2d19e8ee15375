import { describe, expect, it } from 'vitest';
import { matchedFirst } from '../../src/components/agency-rating/matched-first';

const services = [1, 2, 3, 4, 5].map((id) => ({ id }));

describe('matchedFirst', () => {
  it('puts the wanted services first, each group keeping its order', () => {
    expect(matchedFirst(services, [5, 2]).map((s) => s.id)).toEqual([2, 5, 1, 3, 4]);
  });
  it('without a wish, or with one the agency does not offer, keeps the agency’s order', () => {
    expect(matchedFirst(services, []).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(matchedFirst(services, [9]).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it('leaves the given list as it was', () => {
    const given = [...services];
    matchedFirst(given, [3]);
    expect(given.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
