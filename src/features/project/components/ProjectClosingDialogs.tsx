import { Form, Input } from 'antd';
import { REASON_TEXT_MAX, THIRD_PARTY_NAME_MAX } from '../../../../contract/tender-rules';
import { useCancelProject, useThirdPartyWinner } from '../api/tender';
import { ActionDialog } from './ActionDialog';

type DialogProps = { project: number; open: boolean; onClose: () => void };
const LABELS = { name: 'Исполнитель', reason: 'Причина', project: 'Проект' };

/** «Победитель не на платформе»: the project closes naming the winner; the agencies are told the reason. */
export function ThirdPartyDialog({ project, open, onClose }: DialogProps) {
  const close = useThirdPartyWinner(project);
  return (
    <ActionDialog<{ name: string; reason?: string }>
      open={open}
      onClose={onClose}
      title="Победитель не на платформе"
      description="Проект закроется. Приглашённые агентства и участники тендера узнают, что выбран другой исполнитель, и причину."
      confirmLabel="Закрыть проект"
      fields={['name', 'reason']}
      labels={LABELS}
      send={(values) =>
        close.mutateAsync({
          name: values.name.trim(),
          ...(values.reason?.trim() && { reason: values.reason.trim() }),
        })
      }
      doneToast={{ title: 'Проект закрыт', description: 'Участники получат уведомление.' }}
    >
      <Form.Item
        name="name"
        label="Название исполнителя"
        rules={[{ required: true, whitespace: true, message: 'Укажите название исполнителя.' }]}
      >
        <Input maxLength={THIRD_PARTY_NAME_MAX} />
      </Form.Item>
      <Form.Item name="reason" label="Что сказать агентствам" extra="Необязательно.">
        <Input.TextArea rows={3} maxLength={REASON_TEXT_MAX} showCount />
      </Form.Item>
    </ActionDialog>
  );
}

/** «Отменить проект»: it closes without a winner; everyone invited is told the reason. */
export function CancelProjectDialog({ project, open, onClose }: DialogProps) {
  const cancel = useCancelProject(project);
  return (
    <ActionDialog<{ reason: string }>
      open={open}
      onClose={onClose}
      title="Отменить проект?"
      description="Проект закроется без победителя. Приглашённые агентства и участники тендера узнают причину. Отменить это нельзя."
      confirmLabel="Отменить проект"
      danger
      fields={['reason']}
      labels={LABELS}
      send={(values) => cancel.mutateAsync({ reason: values.reason.trim() })}
      doneToast={{ title: 'Проект отменён', description: 'Участники получат уведомление.' }}
    >
      <Form.Item
        name="reason"
        label="Причина отмены"
        rules={[{ required: true, whitespace: true, message: 'Укажите причину отмены проекта.' }]}
      >
        <Input.TextArea rows={3} maxLength={REASON_TEXT_MAX} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
