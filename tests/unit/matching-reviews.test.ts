import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCHING_CRITERIA } from '../../contract/matching';
import { reviewAverage, reviewPoints } from '../../server/db/scoring';

// The review criterion: a Bayesian average, so a handful of perfect reviews does not beat many good ones.

const WEIGHT = MATCHING_CRITERIA.reviews.weight;

describe('reviewPoints', () => {
  it('gives the neutral value, the prior 4.2 of 5, without reviews', () => {
    expect(reviewAverage(0, null)).toBeCloseTo(4.2);
    expect(reviewPoints(0, null)).toBe(8);
  });

  it('ranks fifty 4.8s above three 5-star reviews', () => {
    expect(reviewAverage(50, 4.8)).toBeGreaterThan(reviewAverage(3, 5));
    expect(reviewPoints(50, 4.8)).toBeGreaterThan(reviewPoints(3, 5));
  });

  it('stays within 0…weight, grows with the average, and moves to it with more reviews', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 100, max: 500 }),
        fc.integer({ min: 0, max: 400 }),
        (count, hundredths, more) => {
          const average = hundredths / 100;
          const points = reviewPoints(count, average);
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points).toBeLessThanOrEqual(WEIGHT);
          expect(reviewPoints(count, Math.min(5, average + 0.5))).toBeGreaterThanOrEqual(points);
          // More reviews of the same average pull the Bayesian average towards it, never past it.
          const prior = reviewAverage(0, null);
          const [a, b] = [reviewAverage(count, average), reviewAverage(count + more, average)];
          expect(Math.abs(b - average)).toBeLessThanOrEqual(Math.abs(a - average) + 1e-9);
          expect(Math.min(prior, average) - 1e-9).toBeLessThanOrEqual(a);
          expect(a).toBeLessThanOrEqual(Math.max(prior, average) + 1e-9);
        },
      ),
      { seed: 11 },
    );
  });
});
