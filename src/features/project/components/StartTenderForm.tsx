import { Button, Card, Form, Input } from 'antd';
import { TENDER_TERMS_MAX } from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerForm } from '../../../hooks/use-server-form';
import { dayjs } from '../../../lib/dayjs';
import { useStartTender } from '../api/tender';

type Values = { deadline: string; terms?: string };

/** A native date-and-time field's value (`YYYY-MM-DDTHH:mm`, the viewer's zone) must lie ahead. */
const inFuture = (value: string | undefined) =>
  !value || dayjs(value).isAfter(dayjs())
    ? Promise.resolve()
    : Promise.reject(new Error('Срок приёма предложений должен быть в будущем.'));

/** «Начать тендер»: the agencies that accepted become candidates and send proposals until the deadline. */
export function StartTenderForm({ project, accepted }: { project: number; accepted: number }) {
  const [form] = Form.useForm<Values>();
  const start = useStartTender(project);
  const serverForm = useServerForm(form, {
    fields: ['deadline', 'terms'],
    labels: { project: 'Проект' },
    save: (values: Values) =>
      start.mutateAsync({
        project,
        deadline: dayjs(values.deadline).format(),
        ...(values.terms?.trim() && { terms: values.terms.trim() }),
      }),
    savedToast: {
      title: 'Тендер начат',
      description: 'Участники получили уведомление и могут присылать предложения.',
    },
  });
  return (
    <Card size="small" title={<h2 className="project-section-title">Начать тендер</h2>}>
      <p className="project-note">
        {accepted > 0
          ? `Участниками станут агентства, принявшие приглашение (сейчас ${accepted}). Они пришлют цену, срок и подход до срока приёма предложений.`
          : 'Пока ни одно агентство не приняло приглашение. Тендер можно начать сейчас: агентства, которые примут приглашение позже, тоже станут участниками.'}
      </p>
      <Form {...serverForm.formProps} layout="vertical" requiredMark={false}>
        <Form.Item
          name="deadline"
          label="Приём предложений до"
          rules={[
            { required: true, message: 'Укажите срок приёма предложений.' },
            { validator: (_, value: string | undefined) => inFuture(value) },
          ]}
        >
          <Input type="datetime-local" className="tender-deadline-input" />
        </Form.Item>
        <Form.Item name="terms" label="Условия тендера">
          <Input.TextArea
            rows={4}
            maxLength={TENDER_TERMS_MAX}
            showCount
            placeholder="Что должно быть в предложении, как вы будете выбирать, порядок оплаты"
          />
        </Form.Item>
        <FormAlert messages={serverForm.messages} />
        <Button type="primary" htmlType="submit" loading={serverForm.saving}>
          Начать тендер
        </Button>
      </Form>
    </Card>
  );
}
