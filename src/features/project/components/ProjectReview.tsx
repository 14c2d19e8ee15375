import { Controller, useForm } from 'react-hook-form';
import type { ContractorReview } from '../../../../contract/review';
import {
  CONTRACTOR_CRITERIA,
  REVIEW_TEXT_MAX,
  type ContractorCriterion,
} from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { Notice } from '../../../components/plain-form/Notice';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { showToast } from '../../../lib/toast';
import { useContractorReviews, useCreateContractorReview } from '../api/reviews';
import { ChoiceFieldset, Stars, StarsInput } from './ChoiceFieldset';
import { Panel, Placeholder } from './Plain';
import { formatMoment } from './tender-format';
import { TenderTag } from './TenderTag';

const CRITERIA = Object.keys(CONTRACTOR_CRITERIA) as ContractorCriterion[];
type Values = Record<ContractorCriterion, number | null> & {
  would_recommend: boolean | null;
  text: string;
};
const SCORE_REQUIRED = 'Поставьте оценку от 1 до 5.';

/** After a winner was chosen here: the client's review of the agency, or the form to leave it. */
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
    <ReviewForm project={project} contractor={contractor} contractorName={contractorName} />
  );
}

function ReviewForm({
  project,
  contractor,
  contractorName,
}: {
  project: number;
  contractor: number;
  contractorName: string;
}) {
  const form = useForm<Values>({
    defaultValues: {
      quality: null,
      deadlines: null,
      communication: null,
      value: null,
      would_recommend: null,
      text: '',
    },
  });
  const create = useCreateContractorReview(project);
  const server = usePlainServerForm(form, {
    fields: [...CRITERIA, 'would_recommend', 'text'],
    labels: { project: 'Проект', contractor: 'Агентство' },
    save: (values: Values) =>
      create.mutateAsync({
        project,
        contractor,
        quality: values.quality!,
        deadlines: values.deadlines!,
        communication: values.communication!,
        value: values.value!,
        would_recommend: values.would_recommend!,
        ...(values.text.trim() && { text: values.text.trim() }),
      }),
    onSaved: () =>
      showToast({
        title: 'Отзыв опубликован',
        description: `Он появится в профиле «${contractorName}» с отметкой «Проверенный отзыв».`,
        color: 'green',
      }),
  });
  const { errors } = form.formState;
  return (
    <Panel title={<h2 className="project-section-title">Отзыв о работе «{contractorName}»</h2>}>
      <p className="project-note">
        Отзыв увидят в профиле агентства с отметкой «Проверенный отзыв»: проект закрыт здесь.
      </p>
      <form className="tender-form" noValidate onSubmit={(event) => void server.onSubmit(event)}>
        <div className="review-criteria">
          {CRITERIA.map((criterion) => (
            <Controller
              key={criterion}
              control={form.control}
              name={criterion}
              rules={{ required: SCORE_REQUIRED }}
              render={({ field, fieldState }) => (
                <div>
                  <StarsInput
                    id={`review-${criterion}`}
                    legend={CONTRACTOR_CRITERIA[criterion]}
                    value={field.value ?? undefined}
                    onChange={field.onChange}
                  />
                  {fieldState.error && <p className="field__error">{fieldState.error.message}</p>}
                </div>
              )}
            />
          ))}
        </div>
        <Controller
          control={form.control}
          name="would_recommend"
          rules={{ validate: (value) => value !== null || 'Ответьте да или нет.' }}
          render={({ field, fieldState }) => (
            <div>
              <ChoiceFieldset<boolean>
                id="review-recommend"
                legend="Порекомендуете агентство?"
                value={field.value ?? undefined}
                onChange={field.onChange}
                options={[
                  { value: true, label: 'Да' },
                  { value: false, label: 'Нет' },
                ]}
              />
              {fieldState.error && <p className="field__error">{fieldState.error.message}</p>}
            </div>
          )}
        />
        <Field id="review-text" label="Отзыв" error={errors.text?.message}>
          <textarea
            className="input"
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            placeholder="Что получилось, что можно было сделать лучше"
            {...fieldAria('review-text', errors.text?.message)}
            {...form.register('text')}
          />
        </Field>
        <FormAlert messages={server.messages} />
        <div>
          <button
            type="submit"
            className="btn btn--primary"
            aria-busy={server.saving}
            disabled={server.saving}
          >
            Опубликовать отзыв
          </button>
        </div>
      </form>
    </Panel>
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
    <Panel title={<h2 className="project-section-title">Ваш отзыв о «{contractorName}»</h2>}>
      <article className="review-shown" aria-label="Ваш отзыв">
        <p className="review-shown__meta">
          {review.verified && <TenderTag color="green">Проверенный отзыв</TenderTag>}
          {review.author_name} · {formatMoment(review.created_at)}
        </p>
        <dl className="project-facts">
          {CRITERIA.map((criterion) => (
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
