import { plural } from './plural';

// The rating a person reads, the same on every screen: the plain average of an agency's reviews (each review's
// overall score being the mean of its four criteria) and how many there are. The ranking's score may smooth
// reviews towards a prior; that smoothing stays inside the score and its explanation.

export const RATING_MAX = 5;

/** «4,8»: an average with one decimal and a Russian comma. */
export const ratingValue = (average: number) =>
  (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');

/** «1 отзыв», «5 отзывов». */
export const reviewsCount = (count: number) => plural(count, ['отзыв', 'отзыва', 'отзывов']);

/** «1 проверенный отзыв», «3 проверенных отзыва»: reviews left after a project closed here. */
export const verifiedReviewsCount = (count: number) =>
  plural(count, ['проверенный отзыв', 'проверенных отзыва', 'проверенных отзывов']);

/** «4,8 из 5 · 1 отзыв», or «Отзывов пока нет». */
export function ratingText(count: number, average: number | null): string {
  if (count === 0 || average === null) return 'Отзывов пока нет';
  return `${ratingValue(average)} из ${RATING_MAX} · ${reviewsCount(count)}`;
}
