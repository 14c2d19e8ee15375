import { useForm } from 'react-hook-form';
import { TENDER_TERMS_MAX } from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { dayjs } from '../../../lib/dayjs';
import { showToast } from '../../../lib/toast';
import { useStartTender } from '../api/tender';
import { Panel } from './Plain';

/** `deadline`: a native date-and-time field's `YYYY-MM-DDTHH:mm`, in the viewer's zone. */
type Values = { deadline: string; terms: string };

/** «Начать тендер»: the agencies that accepted become candidates and send proposals until the deadline. */
export function StartTenderForm({ project, accepted }: { project: number; accepted: number }) {
  const form = useForm<Values>({ defaultValues: { deadline: '', terms: '' } });
  const start = useStartTender(project);
  const server = usePlainServerForm(form, {
    fields: ['deadline', 'terms'],
    labels: { project: 'Проект' },
    save: (values: Values) =>
      start.mutateAsync({
        project,
        deadline: dayjs(values.deadline).format(),
        ...(values.terms.trim() && { terms: values.terms.trim() }),
      }),
    onSaved: () =>
      showToast({
        title: 'Тендер начат',
        description: 'Участники получили уведомление и могут присылать предложения.',
        color: 'green',
      }),
  });
  const { errors } = form.formState;
  return (
    <Panel title={<h2 className="project-section-title">Начать тендер</h2>}>
      <p className="project-note">
        {accepted > 0
          ? `Участниками станут агентства, принявшие приглашение (сейчас ${accepted}). Они пришлют цену, срок и подход до срока приёма предложений.`
          : 'Пока ни одно агентство не приняло приглашение. Тендер можно начать сейчас: агентства, которые примут приглашение позже, тоже станут участниками.'}
      </p>
      <form className="tender-form" noValidate onSubmit={(event) => void server.onSubmit(event)}>
        <Field id="tender-deadline" label="Приём предложений до" error={errors.deadline?.message}>
          <input
            type="datetime-local"
            className="input tender-deadline-input"
            {...fieldAria('tender-deadline', errors.deadline?.message)}
            {...form.register('deadline', {
              required: 'Укажите срок приёма предложений.',
              validate: (value) =>
                dayjs(value).isAfter(dayjs()) || 'Срок приёма предложений должен быть в будущем.',
            })}
          />
        </Field>
        <Field id="tender-terms" label="Условия тендера" error={errors.terms?.message}>
          <textarea
            className="input"
            rows={4}
            maxLength={TENDER_TERMS_MAX}
            placeholder="Что должно быть в предложении, как вы будете выбирать, порядок оплаты"
            {...fieldAria('tender-terms', errors.terms?.message)}
            {...form.register('terms')}
          />
        </Field>
        <FormAlert messages={server.messages} />
        <div>
          <SubmitButton busy={server.saving} inline>
            Начать тендер
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
