import { useForm } from 'react-hook-form';
import type { ContractorReview } from '../../../../contract/review';
import {
  CONTRACTOR_CRITERIA,
  CONTRACTOR_CRITERION_KEYS,
  REVIEW_REPLY_MAX,
  SCORE_MAX,
} from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { useContractorReviews, useReplyToReview } from '../api/project-reviews';
import { formatDay } from '../format';
import { Section } from './Section';
import '../../../components/facts/facts.css';

const TITLE = 'Отзыв заказчика';

type ReplyValues = { text: string };

/** The agency's one reply: public on its page, so it is said before it is sent. */
function ReplyForm({ review, project }: { review: number; project: number }) {
  const reply = useReplyToReview(project);
  const form = useForm<ReplyValues>({ defaultValues: { text: '' } });
  const { onSubmit, saving, messages } = usePlainServerForm(form, {
    fields: ['text'],
    save: (values: ReplyValues) => reply.mutateAsync({ review, text: values.text.trim() }),
  });
  const error = form.formState.errors.text?.message;
  return (
    <form
      className="plain-form inbox-form"
      noValidate
      aria-label="Ответ на отзыв"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field
        id="review-reply-text"
        label="Ваш ответ"
        error={error}
        help={`Ответ увидят все на странице вашего агентства. Ответить можно один раз, до ${REVIEW_REPLY_MAX} символов.`}
      >
        <textarea
          className="input textarea"
          rows={4}
          {...fieldAria('review-reply-text', error, true)}
          {...form.register('text', {
            validate: (value) => (value.trim() ? true : 'Напишите ответ.'),
            maxLength: {
              value: REVIEW_REPLY_MAX,
              message: `Не более ${REVIEW_REPLY_MAX} символов.`,
            },
          })}
        />
      </Field>
      <FormAlert messages={messages} />
      <div className="inbox-actions">
        <button
          type="submit"
          className="btn btn--primary btn--large"
          aria-busy={saving}
          disabled={saving}
        >
          Опубликовать ответ
        </button>
      </div>
    </form>
  );
}

function ReviewView({ review }: { review: ContractorReview }) {
  return (
    <>
      <p className="inbox-outcome">
        <span className="inbox-verified">Проверенный отзыв</span>{' '}
        <span className="inbox-muted">
          {review.author_name ? `${review.author_name}, ` : ''}
          {formatDay(review.created_at)}
        </span>
      </p>
      <dl className="facts">
        {CONTRACTOR_CRITERION_KEYS.map((key) => (
          <div key={key}>
            <dt>{CONTRACTOR_CRITERIA[key]}</dt>
            <dd>
              {review[key]} из {SCORE_MAX}
            </dd>
          </div>
        ))}
        <div>
          <dt>Рекомендует агентство</dt>
          <dd>{review.would_recommend ? 'Да' : 'Нет'}</dd>
        </div>
      </dl>
      {review.text && <p className="inbox-text">{review.text}</p>}
    </>
  );
}

/**
 * On a project the agency won here: how the client rated its work and the agency's reply, once the client
 * accepted the work (`accepted`); before that, when the review comes.
 */
export function ClientReviewOfAgency({
  project,
  agency,
  accepted = true,
}: {
  project: number;
  agency: number;
  accepted?: boolean;
}) {
  if (!accepted)
    return (
      <Section title={TITLE}>
        <p className="inbox-muted">
          Заказчик сможет оставить отзыв о работе вашего агентства, когда примет её.
        </p>
      </Section>
    );
  return <AcceptedWorkReview project={project} agency={agency} />;
}

function AcceptedWorkReview({ project, agency }: { project: number; agency: number }) {
  const query = useContractorReviews(project);
  const mayReply = useAgencyRights().can('editProfile');
  if (query.isPending)
    return (
      <Section title={TITLE}>
        <p role="status" className="inbox-muted">
          Загружаем отзыв…
        </p>
      </Section>
    );
  if (query.isError)
    return (
      <Section title={TITLE}>
        <p role="alert">Не удалось загрузить отзыв заказчика.</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          Повторить
        </button>
      </Section>
    );
  const review = query.data.find((item) => item.contractor === agency);
  if (!review)
    return (
      <Section title={TITLE}>
        <p className="inbox-muted">
          Заказчик ещё не оставил отзыв о работе вашего агентства. Когда оставит, он появится здесь.
        </p>
      </Section>
    );
  return (
    <Section title={TITLE}>
      <ReviewView review={review} />
      {review.reply !== null ? (
        <div className="inbox-message">
          <p className="inbox-message__title">
            Ответ агентства
            {review.replied_at && (
              <span className="inbox-muted"> · {formatDay(review.replied_at)}</span>
            )}
          </p>
          <p className="inbox-text">{review.reply}</p>
        </div>
      ) : mayReply ? (
        <ReplyForm review={review.id} project={project} />
      ) : (
        <p className="inbox-muted">
          Агентство ещё не ответило. Ответить могут руководитель и менеджеры агентства.
        </p>
      )}
    </Section>
  );
}
