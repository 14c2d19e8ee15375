import { describe, expect, it } from 'vitest';
import { ratingText, ratingValue, reviewsCount } from '../../contract/rating';

describe('the rating a person reads', () => {
  it('is the average with one decimal and a Russian comma, and the count in words', () => {
    expect(ratingText(1, 4.75)).toBe('4,8 из 5 · 1 отзыв');
    expect(ratingText(3, 5)).toBe('5,0 из 5 · 3 отзыва');
    expect(ratingText(11, 4.04)).toBe('4,0 из 5 · 11 отзывов');
    expect(ratingText(0, null)).toBe('Отзывов пока нет');
  });

  it('rounds half up at one decimal', () => {
    expect(ratingValue(4.25)).toBe('4,3');
    expect(ratingValue(4.24)).toBe('4,2');
    expect(reviewsCount(21)).toBe('21 отзыв');
  });
});
