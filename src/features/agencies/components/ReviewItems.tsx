import type { ContractorReview, PublicReview } from '../../../../contract/review';
import { CONTRACTOR_CRITERIA, type ContractorCriterion } from '../../../../contract/tender-rules';
import { reviewDay, starsText } from './review-format';
import { quoteName } from '../../../../contract/quote';
import './agency-card.css';
import './ReviewItems.css';

const CRITERIA = Object.entries(CONTRACTOR_CRITERIA) as [ContractorCriterion, string][];

function Stars({ value }: { value: number }) {
  return (
    <span className="agency-stars" role="img" aria-label={`${value} из 5`}>
      {starsText(value)}
    </span>
  );
}

const VerifiedMark = () => (
  <span
    className="agency-review__verified"
    title="Компания выбрала это агентство исполнителем проекта на «Подряде»"
  >
    <span aria-hidden="true">✓</span> Проверенный отзыв
  </span>
);

/** Who wrote it and when: «Ольга Миронова, Хлебный дом · 1 марта 2026». */
function Byline({ author, company, day }: { author: string; company: string; day: string }) {
  return (
    <p className="agency-review__byline">
      <span className="agency-review__company">{company}</span>
      {author && <span> · {author}</span>}
      <span> · {reviewDay(day)}</span>
    </p>
  );
}

/** A client's review of a project done here: its four scores, text, the mark and the agency's reply. */
export function ContractorReviewItem({ review }: { review: ContractorReview }) {
  return (
    <li className="agency-review">
      <div className="agency-review__head">
        <h4>Проект {quoteName(review.project_title)}</h4>
        {review.verified && <VerifiedMark />}
      </div>
      <Byline author={review.author_name} company={review.company_name} day={review.created_at} />
      <dl className="agency-review__scores">
        {CRITERIA.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Stars value={review[key]} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="agency-review__recommend">
        {review.would_recommend ? 'Рекомендует агентство' : 'Не рекомендует агентство'}
      </p>
      {review.text && <p className="agency-text">{review.text}</p>}
      {review.reply && (
        <div className="agency-review__reply">
          <p className="agency-review__reply-title">Ответ агентства</p>
          <p className="agency-text">{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/** A company's testimonial; verified when that company chose the agency for a project here. */
export function TestimonialItem({ review }: { review: PublicReview }) {
  const author = [review.author_name, review.author_position].filter(Boolean).join(', ');
  return (
    <li className="agency-review">
      <div className="agency-review__head">
        <Stars value={review.rating} />
        {review.verified && <VerifiedMark />}
      </div>
      <Byline author={author} company={review.company_name} day={review.created_at} />
      <p className="agency-text">{review.text}</p>
    </li>
  );
}
