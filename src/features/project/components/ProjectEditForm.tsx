import { useForm, useWatch } from 'react-hook-form';
import { BUDGET_BAND_KEYS, BUDGET_BANDS, type BudgetBand } from '../../../../contract/budget';
import type { Project } from '../../../../contract/project';
import {
  deadlineNotBeforeStart,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
} from '../../../../contract/project-rules';
import { CONFIDENTIAL_FIELD } from '../../../../contract/tender-confidential';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import '../../../components/reference/plain-pickers.css';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { showToast } from '../../../lib/toast';
import { useUpdateProject } from '../api/projects';
import { Panel } from './Plain';
import './ProjectEditForm.css';

/** The fields as the native controls hold them: `''` is «not given» (dates are `YYYY-MM-DD`). */
type Values = {
  title: string;
  description: string;
  budget: BudgetBand | '';
  start_date: string;
  deadline: string;
  confidential: boolean;
};

const FIELDS = [
  'title',
  'description',
  'budget',
  'start_date',
  'deadline',
  'confidential',
] as const;

/**
 * The description tab: the project's title, description, budget band and dates (PATCH). Plain HTML with
 * native date fields, as the project flow's same step: the tab's first screen loads no antd.
 */
export function ProjectEditForm({ project }: { project: Project }) {
  const form = useForm<Values>({
    defaultValues: {
      title: project.title,
      description: project.description,
      budget: project.budget ?? '',
      start_date: project.start_date ?? '',
      deadline: project.deadline ?? '',
      confidential: project.confidential,
    },
  });
  // On any time; off only before the first invitation (the server says the same).
  const locked = project.confidential && project.invited;
  const update = useUpdateProject(project.id);
  const server = usePlainServerForm(form, {
    fields: FIELDS,
    save: (values: Values) =>
      update.mutateAsync({
        title: values.title,
        description: values.description,
        budget: values.budget || null,
        start_date: values.start_date || null,
        deadline: values.deadline || null,
        // Sent when changed only: a locked (disabled) box has no value to send.
        ...(values.confidential !== project.confidential && {
          confidential: values.confidential,
        }),
      }),
    onSaved: () =>
      showToast({ title: 'Сохранено', description: 'Проект обновлён', color: 'green' }),
  });
  const description = useWatch({ control: form.control, name: 'description' });
  const { errors } = form.formState;
  const field = (name: keyof Values) => fieldAria(name, errors[name]?.message);
  return (
    <Panel>
      <form
        className="plain-form"
        noValidate
        aria-label="Описание проекта"
        onSubmit={(event) => void server.onSubmit(event)}
      >
        <Field id="title" label="Название проекта" error={errors.title?.message}>
          <input
            {...form.register('title', {
              validate: (value) => value.trim() !== '' || 'Введите название проекта',
            })}
            {...field('title')}
            className="input"
            maxLength={PROJECT_TITLE_MAX}
          />
        </Field>
        <Field id="description" label="Описание задачи" error={errors.description?.message}>
          <textarea
            {...form.register('description')}
            {...field('description')}
            className="input textarea"
            rows={6}
            maxLength={PROJECT_DESCRIPTION_MAX}
          />
          {/* The limit itself stops typing; the count is for the eye (read out on every key, it would drown). */}
          <span className="field__count" aria-hidden="true">
            {description.length} / {PROJECT_DESCRIPTION_MAX}
          </span>
        </Field>
        <Field id="budget" label="Бюджет" error={errors.budget?.message}>
          <select {...form.register('budget')} {...field('budget')} className="input select">
            <option value="">Не указан</option>
            {BUDGET_BAND_KEYS.map((key) => (
              <option key={key} value={key}>
                {BUDGET_BANDS[key]}
              </option>
            ))}
          </select>
        </Field>
        <div className="project-form__dates">
          <Field id="start_date" label="Желаемое начало" error={errors.start_date?.message}>
            <input
              {...form.register('start_date')}
              {...field('start_date')}
              type="date"
              className="input"
            />
          </Field>
          <Field id="deadline" label="Срок сдачи" error={errors.deadline?.message}>
            <input
              {...form.register('deadline', { validate: deadlineNotBeforeStart })}
              {...field('deadline')}
              type="date"
              className="input"
            />
          </Field>
        </div>
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              {...form.register('confidential')}
              disabled={locked}
              aria-describedby={`confidential-help${errors.confidential ? ' confidential-error' : ''}`}
              aria-invalid={errors.confidential ? true : undefined}
            />
            <span>{CONFIDENTIAL_FIELD.label}</span>
          </label>
          <p className="field__help" id="confidential-help">
            {locked ? CONFIDENTIAL_FIELD.locked : CONFIDENTIAL_FIELD.hint}
          </p>
          {errors.confidential && (
            <p className="field__error" id="confidential-error">
              {errors.confidential.message}
            </p>
          )}
        </div>
        <FormAlert messages={server.messages} />
        <div>
          <SubmitButton busy={server.saving} inline>
            Сохранить
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
