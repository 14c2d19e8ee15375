import { lazy, Suspense } from 'react';
import type { ContractorReview } from '../../../../contract/review';
import { CONTRACTOR_CRITERIA, CONTRACTOR_CRITERION_KEYS } from '../../../../contract/tender-rules';
import { Notice } from '../../../components/plain-form/Notice';
import { useContractorReviews } from '../api/reviews';
import { Stars } from './ChoiceFieldset';
import { Panel, Placeholder, TabPlaceholder } from './Plain';
import { formatMoment } from './tender-format';
import { TenderTag } from './TenderTag';
import { quoteName } from '../../../../contract/quote';
import './ProjectReview.css';

// The form's code (react-hook-form and the plain fields) loads only when there is no review yet.
const ContractorReviewForm = lazy(() =>
  import('./ContractorReviewForm').then((module) => ({ default: module.ContractorReviewForm })),
);

/** The winner's work accepted here: the client's review of it, or the form to leave it. */
export function ProjectReview({
  project,
  contractor,
  contractorName,
}: {
  project: number;
  contractor: number;
  contractorName: string;
}) {
  const reviews = useContractorReviews(project);
  if (reviews.isPending) return <Placeholder label="Загрузка отзыва" rows={4} />;
  if (reviews.isError)
    return <Notice type="error" role="alert" title="Не удалось загрузить отзыв" />;
  const review = reviews.data.find((item) => item.contractor === contractor);
  return review ? (
    <ReviewShown review={review} contractorName={contractorName} />
  ) : (
    <Suspense fallback={<TabPlaceholder label="Загрузка формы отзыва" />}>
      <ContractorReviewForm
        project={project}
        contractor={contractor}
        contractorName={contractorName}
      />
    </Suspense>
  );
}

function ReviewShown({
  review,
  contractorName,
}: {
  review: ContractorReview;
  contractorName: string;
}) {
  return (
    <Panel
      title={
        <h2 className="project-section-title">
          Ваш отзыв об агентстве {quoteName(contractorName)}
        </h2>
      }
    >
      <article className="review-shown" aria-label="Ваш отзыв">
        <p className="review-shown__meta">
          {review.verified && <TenderTag color="green">Проверенный отзыв</TenderTag>}
          {review.author_name} · {formatMoment(review.created_at)}
        </p>
        <dl className="project-facts">
          {CONTRACTOR_CRITERION_KEYS.map((criterion) => (
            <div key={criterion} className="review-shown__score">
              <dt>{CONTRACTOR_CRITERIA[criterion]}</dt>
              <dd>
                <Stars score={review[criterion]} />
              </dd>
            </div>
          ))}
          <div className="review-shown__score">
            <dt>Рекомендует</dt>
            <dd>{review.would_recommend ? 'Да' : 'Нет'}</dd>
          </div>
        </dl>
        {review.text && <p className="matrix-text">{review.text}</p>}
        {review.reply ? (
          <blockquote className="review-reply">
            <p className="review-reply__who">
              Ответ агентства{review.replied_at && ` · ${formatMoment(review.replied_at)}`}
            </p>
            <p className="matrix-text">{review.reply}</p>
          </blockquote>
        ) : (
          <p className="project-note">Агентство пока не ответило на отзыв.</p>
        )}
      </article>
    </Panel>
  );
}
