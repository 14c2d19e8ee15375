import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  CityField,
  CompanyNameField,
  InnField,
  WebsiteField,
} from '../../../components/company-fields/plain/CompanyFields';
import { paths } from '../../../config/paths';
import { useDraftSync } from '../../../hooks/use-draft-sync';
import { readDraft, saveDraft, type DraftCompany } from '../draft';
import { useNeedsCompany } from '../use-needs-company';
import { useProjectDraft } from '../use-project-draft';
import { ProjectStep } from './ProjectStep';

const saveCompany = (values: Partial<DraftCompany>) =>
  saveDraft({ company: { ...readDraft().company, ...values } });

/** The client's company, for a guest or a client without one: the project will belong to it. */
export function CompanyStep() {
  const needsCompany = useNeedsCompany();
  if (needsCompany === false)
    return <Navigate to={paths.createProject.requirements.getHref()} replace />;
  return <CompanyForm />;
}

function CompanyForm() {
  const navigate = useNavigate();
  const [draft] = useProjectDraft();
  const [company] = useState(() => readDraft().company);
  const form = useForm<DraftCompany>({ defaultValues: company });
  useDraftSync(form.watch, saveCompany);
  const next = form.handleSubmit(() => void navigate(paths.createProject.requirements.getHref()));

  return (
    <ProjectStep
      title="Ваша компания"
      lead="Проект принадлежит компании: агентства увидят, от кого приглашение. ИНН подтверждает, что компания существует."
      draft={draft}
      backTo={paths.createProject.executor.getHref()}
      onNext={() => void next()}
    >
      <FormProvider {...form}>
        <CompanyNameField label="Название компании" />
        <div className="step-card__row">
          <InnField placeholder="10 или 12 цифр" />
          <CityField />
        </div>
        <WebsiteField placeholder="https://company.ru" />
      </FormProvider>
    </ProjectStep>
  );
}
