import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { paths } from '../../../config/paths';
import { markFlowComplete } from '../../../lib/flow-trail';
import { readDraft, saveDraft } from '../draft';
import { useDraftSync } from '../../../hooks/use-draft-sync';
import { StepCard } from '../../../components/step-card/StepCard';

const DESCRIPTION_MIN = 20;
const DESCRIPTION_MAX = 5000;

type DescriptionValues = { description: string };

const saveDescription = ({ description }: Partial<DescriptionValues>) =>
  saveDraft({ description: description ?? '' });

/** Step 4/4: how the agency presents itself; then on to the account (registration, variant 2). */
export function DescriptionStep() {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const form = useForm<DescriptionValues>({ defaultValues: { description: draft.description } });
  useDraftSync(form.watch, saveDescription);
  const error = form.formState.errors.description?.message;
  const length = useWatch({ control: form.control, name: 'description' }).length;

  const next = form.handleSubmit(({ description }) => {
    saveDraft({ description: description.trim() });
    markFlowComplete('company');
    void navigate(paths.auth.register.getHref('2'));
  });

  return (
    <StepCard
      title="Описание профиля"
      lead="Расскажите заказчикам, чем агентство сильно: специализация, подход, известные проекты."
      backTo={paths.createCompany.industries.getHref()}
      nextLabel="Перейти к регистрации"
      onSubmit={(event) => void next(event)}
    >
      <Field id="description" label="О компании" error={error}>
        <textarea
          {...form.register('description', {
            validate: (value) => {
              const text = value.trim();
              if (text === '') return 'Расскажите о компании';
              return text.length >= DESCRIPTION_MIN || `Хотя бы ${DESCRIPTION_MIN} символов`;
            },
          })}
          {...fieldAria('description', error)}
          className="input textarea"
          rows={8}
          maxLength={DESCRIPTION_MAX}
          placeholder="Например: делаем сайты и мобильные приложения для ритейла с 2012 года…"
        />
        {/* The limit itself stops typing; the count is for the eye (read out on every key, it would drown). */}
        <span className="field__count" aria-hidden="true">
          {length} / {DESCRIPTION_MAX}
        </span>
      </Field>
    </StepCard>
  );
}
