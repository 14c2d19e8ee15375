import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstByScore } from '../../server/modules/matching/ranked-in-memory';

// The cut of a ranking's first rows by score then id: the same as sorting every row, with many ties at the
// cut's score (where only a few of them are kept) and without.

describe('firstByScore', () => {
  it('equals the first rows of a full sort by score, then id', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), {
          minLength: 1,
          maxLength: 600,
          size: 'max',
        }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 600, maxLength: 600 }),
        fc.integer({ min: 1, max: 3 }), // few distinct scores: thousands of ties, as real rankings have
        // A first page (a few of the ties kept) or a deep one (the ties sorted).
        fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 700 })),
        (idList, scoreList, coarseness, end) => {
          const ids = Int32Array.from(idList);
          const scores = Uint8Array.from(
            idList,
            (_, n) => scoreList[n]! - (scoreList[n]! % (coarseness * 20)),
          );
          const expected = idList
            .map((id, n) => ({ id, score: scores[n]! }))
            .sort((a, b) => b.score - a.score || a.id - b.id)
            .slice(0, end);
          expect(firstByScore(ids, scores, ids.length, end)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes scores up to `top`: the favourites, lifted above every other score, come first', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 300 }),
        // About one in ten a favourite.
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 100 }),
            fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
          ),
          { minLength: 300, maxLength: 300 },
        ),
        fc.integer({ min: 0, max: 320 }),
        (idList, scored, end) => {
          const ids = Int32Array.from(idList);
          // As rankInMemory lifts a favourite: by the highest score and one.
          const scores = Uint8Array.from(
            idList,
            (_, n) => scored[n]![0] + (scored[n]![1] ? 101 : 0),
          );
          const expected = idList
            .map((id, n) => ({ id, score: scores[n]! }))
            .sort((a, b) => b.score - a.score || a.id - b.id)
            .slice(0, end);
          expect(firstByScore(ids, scores, ids.length, end, 201)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
