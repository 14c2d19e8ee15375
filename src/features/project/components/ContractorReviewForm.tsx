import { Controller, useForm } from 'react-hook-form';
import {
  CONTRACTOR_CRITERIA,
  CONTRACTOR_CRITERION_KEYS,
  REVIEW_TEXT_MAX,
  type ContractorCriterion,
} from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { showToast } from '../../../lib/toast';
import { useCreateContractorReview } from '../api/reviews';
import { ChoiceFieldset, StarsInput } from './ChoiceFieldset';
import { Panel } from './Plain';
import { quoteName } from '../../../../contract/quote';

// The client's review of the agency it chose: its own module, loaded only when there is no review yet (the
// winner tab of a reviewed project paints the review without the form's code).

type Values = Record<ContractorCriterion, number | null> & {
  would_recommend: boolean | null;
  text: string;
};
const SCORE_REQUIRED = 'Поставьте оценку от 1 до 5.';

export function ContractorReviewForm({
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
    fields: [...CONTRACTOR_CRITERION_KEYS, 'would_recommend', 'text'],
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
        description: `Он появится в профиле агентства ${quoteName(contractorName)} с отметкой «Проверенный отзыв».`,
        color: 'green',
      }),
  });
  const { errors } = form.formState;
  return (
    <Panel
      title={
        <h2 className="project-section-title">
          Отзыв о работе агентства {quoteName(contractorName)}
        </h2>
      }
    >
      <p className="project-note">
        Отзыв увидят в профиле агентства с отметкой «Проверенный отзыв»: работа по проекту сделана и
        принята здесь.
      </p>
      <form className="tender-form" noValidate onSubmit={(event) => void server.onSubmit(event)}>
        <div className="review-criteria">
          {CONTRACTOR_CRITERION_KEYS.map((criterion) => (
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
          <SubmitButton busy={server.saving} inline>
            Опубликовать отзыв
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
