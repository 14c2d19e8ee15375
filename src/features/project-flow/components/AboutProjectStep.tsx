import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  deadlineNotBeforeStart,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
} from '../../../../contract/project-rules';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { Notice } from '../../../components/plain-form/Notice';
import { BudgetSelect } from '../../../components/reference/BudgetSelect';
import { paths } from '../../../config/paths';
import { useDraftSync } from '../../../hooks/use-draft-sync';
import { useFieldErrorSetter } from '../../../hooks/use-plain-server-form';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { useSession } from '../../../hooks/use-session';
import { markFlowComplete } from '../../../lib/flow-trail';
import { isClient } from '../../../lib/roles';
import { createProjectFromDraft } from '../api/create-project';
import { isDraftReady, readDraft, saveDraft, type DraftAbout } from '../draft';
import { useProjectDraft } from '../use-project-draft';
import { ProjectStep } from './ProjectStep';

const FIELDS = ['title', 'description', 'budget', 'start_date', 'deadline'] as const;
const LABELS = { requirements: 'Требования', company: 'Компания' };

const saveAbout = (values: Partial<DraftAbout>) =>
  saveDraft({ about: { ...readDraft().about, ...values } });

/**
 * The last step: the project's title, description, budget band and dates, with the budget's reality check.
 * A client's project is created here; a guest registers first and it is created at the login.
 */
export function AboutProjectStep() {
  const navigate = useNavigate();
  const { user } = useSession();
  const client = isClient(user);
  const [draft] = useProjectDraft();
  const form = useForm<DraftAbout>({ defaultValues: draft.about });
  const errors = useServerErrors(useFieldErrorSetter(form), FIELDS, { labels: LABELS });
  const [saving, setSaving] = useState(false);
  useDraftSync(form.watch, saveAbout);
  const budget = useWatch({ control: form.control, name: 'budget' });
  const field = (name: keyof DraftAbout) => fieldAria(name, form.formState.errors[name]?.message);
  const error = (name: keyof DraftAbout) => form.formState.errors[name]?.message;

  const finish = form.handleSubmit(async () => {
    const ready = readDraft();
    // A part emptied in another tab: back to the step that asks it.
    if (ready.services.length === 0) return void navigate(paths.createProject.root.getHref());
    if (!isDraftReady(ready)) return void navigate(paths.createProject.requirements.getHref());
    if (!client) {
      markFlowComplete('project');
      return void navigate(paths.auth.register.getHref());
    }
    errors.clear();
    setSaving(true);
    try {
      const id = await createProjectFromDraft(ready);
      void navigate(paths.performers.root.getHref(id), { replace: true });
    } catch (failure) {
      errors.show(failure);
    } finally {
      setSaving(false);
    }
  });

  return (
    <ProjectStep
      title="О проекте"
      lead="Название и описание увидят приглашённые агентства. Бюджет сразу сверим с их ценами."
      draft={{ ...draft, about: { ...draft.about, budget } }}
      backTo={paths.createProject.requirements.getHref()}
      nextLabel={client ? (saving ? 'Создаём проект…' : 'Создать проект') : 'Перейти к регистрации'}
      onNext={() => void finish()}
      withBudget
    >
      {errors.messages.length > 0 && (
        <Notice type="error" role="alert" title="Проект не создан">
          {errors.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Notice>
      )}
      <Field id="title" label="Название проекта" error={error('title')}>
        <input
          {...form.register('title', {
            validate: (value) => value.trim() !== '' || 'Назовите проект',
          })}
          {...field('title')}
          className="input"
          maxLength={PROJECT_TITLE_MAX}
          placeholder="Например: редизайн интернет-магазина"
        />
      </Field>
      <Field id="description" label="Описание" error={error('description')}>
        <textarea
          {...form.register('description')}
          {...field('description')}
          className="input textarea"
          rows={6}
          maxLength={PROJECT_DESCRIPTION_MAX}
          placeholder="Задача, сроки, что уже есть, каким видите результат"
        />
      </Field>
      <Field id="budget" label="Бюджет проекта" error={error('budget')}>
        <BudgetSelect
          {...form.register('budget', { setValueAs: (value: string | null) => value || null })}
          {...field('budget')}
          unknownLabel="Не знаю"
        />
      </Field>
      <div className="step-card__row">
        <Field id="start_date" label="Желаемое начало" error={error('start_date')}>
          <input
            {...form.register('start_date')}
            {...field('start_date')}
            type="date"
            className="input"
          />
        </Field>
        <Field id="deadline" label="Срок сдачи" error={error('deadline')}>
          <input
            {...form.register('deadline', { validate: deadlineNotBeforeStart })}
            {...field('deadline')}
            type="date"
            className="input"
          />
        </Field>
      </div>
    </ProjectStep>
  );
}
