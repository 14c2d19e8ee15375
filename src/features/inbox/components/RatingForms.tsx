import { useId, useState } from 'react';
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ClientReview } from '../../../../contract/review';
import type { InboxProject } from '../../../../contract/tender';
import {
  COMMUNICATION_CRITERIA,
  REVIEW_TEXT_MAX,
  SCORE_MAX,
  type CommunicationCriterion,
} from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { useClientReviews } from '../api/project-reviews';
import { useRateClient, useRateCommunication } from '../api/rate-client';
import { formatDay } from '../format';
import { Section } from './Section';
import { workAccepted } from './work-status';
import './RatingForms.css';

const SCORES = Array.from({ length: SCORE_MAX }, (_, index) => index + 1);
const SCORE_NEEDED = 'Поставьте оценку от 1 до 5.';
const textRule = {
  maxLength: { value: REVIEW_TEXT_MAX, message: `Не более ${REVIEW_TEXT_MAX} символов.` },
};

/** 1 to 5 as radio buttons in a group named by its legend: keyboard and screen readers know it. */
function ScoreInput<V extends FieldValues>({
  control,
  name,
  legend,
}: {
  control: Control<V>;
  name: Path<V>;
  legend: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (value) => (Number(value) >= 1 ? true : SCORE_NEEDED) }}
      render={({ field, fieldState }) => (
        <fieldset
          className="inbox-score-input"
          aria-describedby={fieldState.error ? `${id}-error` : undefined}
        >
          <legend>{legend}</legend>
          <div className="inbox-score-input__options">
            {SCORES.map((score) => (
              <label key={score}>
                <input
                  type="radio"
                  name={field.name}
                  value={score}
                  checked={Number(field.value) === score}
                  onChange={() => field.onChange(score)}
                  onBlur={field.onBlur}
                  ref={score === 1 ? field.ref : undefined}
                />
                <span>{score}</span>
              </label>
            ))}
          </div>
          {fieldState.error && (
            <p className="field__error" id={`${id}-error`}>
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

const Thanks = ({ title, text }: { title: string; text: string }) => (
  <Section title={title}>
    <p role="status">{text}</p>
  </Section>
);

type ClientReviewValues = { rating: number; text: string };

/** The winner rates its client once the client accepted its work (POST client-reviews/). */
export function ClientReviewForm({ project }: { project: number }) {
  const rate = useRateClient();
  const [done, setDone] = useState(false);
  const form = useForm<ClientReviewValues>({ defaultValues: { rating: 0, text: '' } });
  const { onSubmit, saving, messages } = usePlainServerForm(form, {
    fields: ['rating', 'text'],
    save: (values: ClientReviewValues) =>
      rate.mutateAsync({
        project,
        rating: values.rating,
        ...(values.text.trim() && { text: values.text.trim() }),
      }),
    onSaved: () => setDone(true),
  });
  if (done) return <Thanks title="Отзыв о заказчике" text="Спасибо: отзыв о заказчике сохранён." />;
  const textError = form.formState.errors.text?.message;
  return (
    <Section title="Отзыв о заказчике">
      <form
        className="plain-form inbox-form"
        noValidate
        aria-label="Отзыв о заказчике"
        onSubmit={(event) => void onSubmit(event)}
      >
        <ScoreInput control={form.control} name="rating" legend="Оценка работы с заказчиком" />
        <Field id="client-review-text" label="Отзыв" error={textError}>
          <textarea
            className="input textarea"
            rows={4}
            {...fieldAria('client-review-text', textError)}
            {...form.register('text', textRule)}
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
            Оставить отзыв
          </button>
        </div>
      </form>
    </Section>
  );
}

/** The tender is rated: just now, or before (the project, read again, says so; the same words either way). */
const TenderRated = () => (
  <Thanks
    title="Как заказчик провёл тендер"
    text="Спасибо: оценка сохранена. Она поможет другим агентствам."
  />
);

type CommunicationValues = Record<CommunicationCriterion, number> & { text: string };
const CRITERIA = Object.keys(COMMUNICATION_CRITERIA) as CommunicationCriterion[];

/** Any candidate rates how the client ran the tender (POST communication-between-…/). */
export function CommunicationForm({ project }: { project: number }) {
  const rate = useRateCommunication();
  const [done, setDone] = useState(false);
  const form = useForm<CommunicationValues>({
    defaultValues: { brief_clarity: 0, response_speed: 0, feedback: 0, text: '' },
  });
  const { onSubmit, saving, messages } = usePlainServerForm(form, {
    fields: [...CRITERIA, 'text'],
    save: (values: CommunicationValues) =>
      rate.mutateAsync({
        project,
        brief_clarity: values.brief_clarity,
        response_speed: values.response_speed,
        feedback: values.feedback,
        ...(values.text.trim() && { text: values.text.trim() }),
      }),
    onSaved: () => setDone(true),
  });
  if (done) return <TenderRated />;
  const textError = form.formState.errors.text?.message;
  return (
    <Section title="Как заказчик провёл тендер">
      <p className="inbox-muted">
        Оценки видят другие агентства, приглашённые этим заказчиком, — без названия вашего
        агентства.
      </p>
      <form
        className="plain-form inbox-form"
        noValidate
        aria-label="Оценка тендера"
        onSubmit={(event) => void onSubmit(event)}
      >
        {CRITERIA.map((key) => (
          <ScoreInput
            key={key}
            control={form.control}
            name={key}
            legend={COMMUNICATION_CRITERIA[key]}
          />
        ))}
        <Field id="communication-text" label="Комментарий" error={textError}>
          <textarea
            className="input textarea"
            rows={3}
            {...fieldAria('communication-text', textError)}
            {...form.register('text', textRule)}
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
            Отправить оценку
          </button>
        </div>
      </form>
    </Section>
  );
}

/** What the agency wrote of its client: it replaces the form once there. */
function ClientReviewView({ review }: { review: ClientReview }) {
  return (
    <Section title="Отзыв о заказчике">
      <p>
        <span className="inbox-muted">Ваша оценка: </span>
        {review.rating} из {SCORE_MAX} ·{' '}
        <span className="inbox-muted">{formatDay(review.created_at)}</span>
      </p>
      {review.text && <p className="inbox-text">{review.text}</p>}
    </Section>
  );
}

/**
 * The winner's review of its client: what it wrote if it did, else the form for those who may answer —
 * once the client accepted the work; until then, when it opens.
 */
function ClientReviewPart({ project }: { project: InboxProject }) {
  const agency = project.candidate?.contractor;
  const accepted = workAccepted(project);
  const query = useClientReviews(project.project, accepted);
  const written = query.data?.find((review) => review.contractor === agency);
  if (written) return <ClientReviewView review={written} />;
  if (!accepted)
    return (
      <Section title="Отзыв о заказчике">
        <p className="inbox-muted">
          Отзыв о заказчике можно будет оставить, когда заказчик примет работу по проекту.
        </p>
      </Section>
    );
  if (query.isPending || !project.can_answer) return null;
  return <ClientReviewForm project={project.project} />;
}

/**
 * After the tender's end: the rating of how the client ran it for every candidate, at once; the client
 * review for the winner, once the client accepted its work.
 */
export function RatingForms({ project }: { project: InboxProject }) {
  if (!project.closing || !project.candidate) return null;
  return (
    <>
      {project.candidate.status === 'winner' && <ClientReviewPart project={project} />}
      {project.tender_rated ? (
        <TenderRated />
      ) : (
        project.can_answer && <CommunicationForm project={project.project} />
      )}
    </>
  );
}
