import { Button, Card, Checkbox, Empty, Form, Input, Tag } from 'antd';
import type { Invitation, InvitationsCreated } from '../../../../contract/tender';
import {
  INVITATION_ANSWER_DAYS,
  INVITATION_MESSAGE_MAX,
  INVITATION_STATUSES,
  INVITATIONS_PER_CALL_MAX,
} from '../../../../contract/tender-rules';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { paths } from '../../../config/paths';
import { useServerForm } from '../../../hooks/use-server-form';
import { dayjs } from '../../../lib/dayjs';
import { plural } from '../../../lib/plural';
import { useCreateInvitations } from '../api/invitations';

type Agency = { id: number; name: string };
/** `expires_at`: a native date field's `YYYY-MM-DD`. */
type Values = { contractors: number[]; message?: string; expires_at?: string };

const sentToast = (result: InvitationsCreated) => ({
  title: 'Приглашения отправлены',
  description:
    `Отправлено: ${plural(result.created.length, ['агентство', 'агентства', 'агентств'])}.` +
    (result.already_invited.length > 0
      ? ` Уже были приглашены раньше: ${result.already_invited.length}.`
      : ''),
});

const notPast = (value: string | undefined) =>
  !value || !dayjs(value).isBefore(dayjs(), 'day')
    ? Promise.resolve()
    : Promise.reject(new Error('Дата ответа не может быть в прошлом.'));

/** The favourites with a checkbox each (all not yet invited are ticked), a message and an answer-by date. */
export function InviteForm({
  project,
  favourites,
  invitations,
}: {
  project: number;
  favourites: Agency[];
  invitations: Invitation[];
}) {
  const invitedStatus = new Map(invitations.map((item) => [item.contractor, item.status]));
  const open = favourites.filter((agency) => !invitedStatus.has(agency.id));
  if (favourites.length === 0)
    return (
      <Card size="small" title={<h2 className="project-section-title">Кого пригласить</h2>}>
        <Empty description="Приглашения уходят агентствам из избранного, а в нём пока пусто. Отметьте агентства в подборе кнопкой «В избранное».">
          <ButtonLink to={paths.performers.root.getHref(project)} variant="primary">
            К подбору
          </ButtonLink>
        </Empty>
      </Card>
    );
  return (
    // A new set of agencies to invite (after a send) starts the form again with all of them ticked.
    <SelectionForm
      key={open.map((agency) => agency.id).join(',')}
      project={project}
      options={favourites.map((agency) => {
        const status = invitedStatus.get(agency.id);
        return {
          value: agency.id,
          disabled: status !== undefined,
          label: (
            <span className="invite-option">
              {agency.name}
              {status && <Tag>Приглашено · {INVITATION_STATUSES[status]}</Tag>}
            </span>
          ),
        };
      })}
      initial={open.map((agency) => agency.id)}
    />
  );
}

function SelectionForm({
  project,
  options,
  initial,
}: {
  project: number;
  options: { value: number; disabled: boolean; label: React.ReactNode }[];
  initial: number[];
}) {
  const [form] = Form.useForm<Values>();
  const create = useCreateInvitations(project);
  const serverForm = useServerForm(form, {
    fields: ['contractors', 'message', 'expires_at'],
    labels: { project: 'Проект' },
    save: (values: Values) =>
      create.mutateAsync({
        project,
        contractors: values.contractors,
        ...(values.message?.trim() && { message: values.message.trim() }),
        // The end of the chosen day, in the client's zone.
        ...(values.expires_at && { expires_at: dayjs(values.expires_at).endOf('day').format() }),
      }),
    savedToast: sentToast,
  });
  const nothingLeft = initial.length === 0;
  return (
    <Card size="small" title={<h2 className="project-section-title">Кого пригласить</h2>}>
      <Form
        {...serverForm.formProps}
        layout="vertical"
        requiredMark={false}
        initialValues={{ contractors: initial, message: '' }}
      >
        <Form.Item
          name="contractors"
          label="Избранные агентства"
          rules={[
            { type: 'array', min: 1, message: 'Выберите хотя бы одно агентство.' },
            {
              type: 'array',
              max: INVITATIONS_PER_CALL_MAX,
              message: `Не более ${INVITATIONS_PER_CALL_MAX} агентств за раз.`,
            },
          ]}
          extra={nothingLeft ? 'Все избранные агентства уже приглашены.' : undefined}
        >
          <Checkbox.Group className="invite-options" options={options} />
        </Form.Item>
        <Form.Item name="message" label="Сообщение агентствам">
          <Input.TextArea
            rows={4}
            maxLength={INVITATION_MESSAGE_MAX}
            showCount
            placeholder="Коротко о задаче и чего вы ждёте от предложения"
          />
        </Form.Item>
        <Form.Item
          name="expires_at"
          label="Ответить до"
          extra={`Необязательно: по умолчанию на ответ ${INVITATION_ANSWER_DAYS} дней.`}
          rules={[{ validator: (_, value: string | undefined) => notPast(value) }]}
        >
          <Input type="date" className="invite-date-input" min={dayjs().format('YYYY-MM-DD')} />
        </Form.Item>
        <FormAlert messages={serverForm.messages} />
        <Button type="primary" htmlType="submit" loading={serverForm.saving} disabled={nothingLeft}>
          Отправить приглашения
        </Button>
      </Form>
    </Card>
  );
}
