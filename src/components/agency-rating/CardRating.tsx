import { ratingValue, verifiedReviewsCount } from '../../../contract/rating';
import './CardRating.css';

/**
 * An agency card's rating as a person reads it: «★ 4,8 · 3 проверенных отзыва» (every review comes from a
 * project closed here), or «Отзывов пока нет».
 */
export function CardRating({ count, average }: { count: number; average: number | null }) {
  if (count === 0 || average === null)
    return <p className="card-rating card-rating--none">Отзывов пока нет</p>;
  return (
    <p className="card-rating">
      <span className="card-rating__star" aria-hidden="true">
        ★
      </span>{' '}
      <span className="card-rating__value">{ratingValue(average)}</span>
      <span className="visually-hidden"> из 5</span> · {verifiedReviewsCount(count)}
    </p>
  );
}
