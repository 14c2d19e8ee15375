import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { IndustryChecklist } from '../../../components/reference/IndustryChecklist';
import { paths } from '../../../config/paths';
import { readDraft, saveDraft } from '../draft';
import { useDraftSync } from '../../../hooks/use-draft-sync';
import { StepCard } from '../../../components/step-card/StepCard';

const INDUSTRIES_MAX = 30;

type IndustriesValues = { industries: number[] };

const saveIndustries = ({ industries }: Partial<IndustriesValues>) =>
  saveDraft({ industries: industries ?? [] });

/** Step 3/4: the industries the agency has worked in. */
export function IndustriesStep() {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const form = useForm<IndustriesValues>({ defaultValues: { industries: draft.industries } });
  useDraftSync(form.watch, saveIndustries);

  const next = form.handleSubmit(() => void navigate(paths.createCompany.description.getHref()));

  return (
    <StepCard
      title="Выбор отраслей"
      lead="В каких отраслях у агентства есть опыт? Заказчики из них увидят вас выше в подборке."
      backTo={paths.createCompany.services.getHref()}
      onSubmit={(event) => void next(event)}
    >
      <Controller
        control={form.control}
        name="industries"
        rules={{
          validate: (industries) => industries.length > 0 || 'Выберите хотя бы одну отрасль',
        }}
        render={({ field, fieldState: { error } }) => (
          <IndustryChecklist
            ref={field.ref}
            legend="Отрасли"
            value={field.value}
            error={error?.message}
            onToggle={(id, checked) => {
              if (checked && field.value.length >= INDUSTRIES_MAX)
                return form.setError('industries', {
                  type: 'max',
                  message: `Можно выбрать не больше ${INDUSTRIES_MAX} отраслей`,
                });
              form.clearErrors('industries');
              field.onChange(
                checked ? [...field.value, id] : field.value.filter((item) => item !== id),
              );
            }}
          />
        )}
      />
    </StepCard>
  );
}
