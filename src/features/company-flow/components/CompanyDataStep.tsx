import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  CityField,
  CompanyNameField,
  FoundedYearField,
  InnField,
  StaffCountField,
  WebsiteField,
} from '../../../components/company-fields/plain/CompanyFields';
import { paths } from '../../../config/paths';
import { withScheme } from '../../../lib/form-rules';
import { readDraft, saveDraft, type DraftCompany } from '../draft';
import { useDraftSync } from '../../../hooks/use-draft-sync';
import { StepCard } from '../../../components/step-card/StepCard';

const saveCompany = (values: Partial<DraftCompany>) =>
  saveDraft({ company: { ...readDraft().company, ...values } });

/** Step 1/4: the agency's name, ИНН, site, city, size and age. Every keystroke is kept in the draft. */
export function CompanyDataStep() {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const form = useForm<DraftCompany>({ defaultValues: draft.company });
  useDraftSync(form.watch, saveCompany);

  const next = form.handleSubmit((values) => {
    saveDraft({ company: { ...values, website: withScheme(values.website) } });
    void navigate(paths.createCompany.services.getHref());
  });

  return (
    <StepCard
      title="Данные компании"
      lead="Заказчики увидят их в карточке агентства. ИНН нужен, чтобы подтвердить, что компания существует."
      onSubmit={(event) => void next(event)}
    >
      <FormProvider {...form}>
        <CompanyNameField label="Название агентства" />
        <div className="step-card__row">
          <InnField placeholder="10 или 12 цифр" />
          <CityField />
        </div>
        <WebsiteField placeholder="https://agency.ru" />
        <div className="step-card__row">
          <StaffCountField />
          <FoundedYearField />
        </div>
      </FormProvider>
    </StepCard>
  );
}
