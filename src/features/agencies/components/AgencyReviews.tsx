import { useQuery } from '@tanstack/react-query';
import type { AverageScores } from '../../../../contract/review';
import { CONTRACTOR_CRITERIA, type ContractorCriterion } from '../../../../contract/tender-rules';
import { RATING_MAX, ratingValue, reviewsCount } from '../../../../contract/rating';
import {
  agencyReviewsQueryOptions,
  agencyScoresQueryOptions,
  agencyTestimonialsQueryOptions,
} from '../api/get-agency-reviews';
import { ContractorReviewItem, TestimonialItem } from './ReviewItems';
import { scoreText } from './review-format';
import './agency-card.css';
import './AgencyReviews.css';

const CRITERIA = Object.entries(CONTRACTOR_CRITERIA) as [ContractorCriterion, string][];

/** The averages: overall, the share who recommend, and each criterion with a bar out of 5. */
function ReviewScores({ scores }: { scores: AverageScores }) {
  return (
    <div className="agency-scores">
      <p className="agency-scores__overall">
        <span className="agency-scores__value">{ratingValue(scores.overall!)}</span>
        <span>
          из {RATING_MAX} · {reviewsCount(scores.count)}
          {scores.would_recommend !== null &&
            ` · ${Math.round(scores.would_recommend * 100)}% рекомендуют`}
        </span>
      </p>
      <dl className="agency-scores__criteria">
        {CRITERIA.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <meter min={1} max={5} value={scores[key] ?? 0} aria-label={label} />
              <span>{scoreText(scores[key] ?? 0)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The agency's reviews: its clients' reviews of projects done here, with their averages and the agency's
 * replies, then companies' testimonials. Nothing while they load or if they fail: the profile stands alone.
 */
export function AgencyReviews({ id, viewer = null }: { id: number; viewer?: number | null }) {
  const scores = useQuery(agencyScoresQueryOptions(id, viewer)).data;
  const reviews = useQuery(agencyReviewsQueryOptions(id, viewer)).data;
  const testimonials = useQuery(agencyTestimonialsQueryOptions(id, viewer)).data;
  if (!scores || !reviews || !testimonials) return null;
  const none = reviews.count === 0 && testimonials.count === 0;
  return (
    <section className="agency-card agency-reviews" aria-labelledby="agency-reviews">
      <h2 id="agency-reviews">Отзывы</h2>
      {none && <p className="agency-reviews__empty">Отзывов пока нет.</p>}
      {scores.count > 0 && <ReviewScores scores={scores} />}
      {reviews.count > 0 && (
        <>
          <h3>Отзывы заказчиков о проектах</h3>
          <ul className="agency-reviews__list">
            {reviews.results.map((review) => (
              <ContractorReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.count > reviews.results.length && (
            <p className="agency-reviews__more">
              Показаны последние {reviews.results.length}. Всего отзывов: {reviews.count}.
            </p>
          )}
        </>
      )}
      {testimonials.count > 0 && (
        <>
          <h3>Отзывы компаний</h3>
          <ul className="agency-reviews__list">
            {testimonials.results.map((review) => (
              <TestimonialItem key={review.id} review={review} />
            ))}
          </ul>
          {testimonials.count > testimonials.results.length && (
            <p className="agency-reviews__more">
              Показаны последние {testimonials.results.length}. Всего отзывов: {testimonials.count}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
