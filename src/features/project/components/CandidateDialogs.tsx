import { Checkbox, Form, Input } from 'antd';
import type { Candidate } from '../../../../contract/tender';
import { REASON_TEXT_MAX } from '../../../../contract/tender-rules';
import { useRefusalReasons } from '../api/refusal-reasons';
import { useQueuedCandidateDecision, useUpdateCandidate } from '../api/tender';
import { isQueued, QUEUED_TOAST } from '../../../lib/outbox/app-outbox';
import { ActionDialog } from './ActionDialog';
import { quoteName } from '../../../../contract/quote';

type DialogProps = { project: number; candidate: Candidate; open: boolean; onClose: () => void };

const LABELS = {
  status: 'Статус',
  rejection_reason: 'Причина',
  rejection_comment: 'Комментарий',
  others_reason: 'Сообщение остальным',
  tell_price: 'Цена победителя',
};

/** Reject a candidate with a reason from the list and a comment: the agency is told both. */
export function RejectDialog({ project, candidate, open, onClose }: DialogProps) {
  const update = useQueuedCandidateDecision(project);
  const reasons = useRefusalReasons(open);
  return (
    <ActionDialog<{ rejection_reason: string; rejection_comment?: string }>
      open={open}
      onClose={onClose}
      title={`Отклонить ${quoteName(candidate.contractor_name)}?`}
      description="Агентство узнает, что его предложение отклонено, и причину."
      confirmLabel="Отклонить"
      danger
      fields={['rejection_reason', 'rejection_comment']}
      labels={LABELS}
      send={(values) =>
        update.mutateAsync({
          id: candidate.id,
          label: `Отклонить ${quoteName(candidate.contractor_name)}`,
          status: 'rejected',
          rejection_reason: Number(values.rejection_reason),
          ...(values.rejection_comment?.trim() && {
            rejection_comment: values.rejection_comment.trim(),
          }),
        })
      }
      doneToast={(outcome) =>
        isQueued(outcome)
          ? QUEUED_TOAST
          : {
              title: 'Предложение отклонено',
              description: `Агентство ${quoteName(candidate.contractor_name)} получит уведомление с причиной.`,
            }
      }
    >
      <Form.Item
        name="rejection_reason"
        label="Причина"
        rules={[{ required: true, message: 'Выберите причину.' }]}
      >
        <select className="input" disabled={reasons.isPending}>
          <option value="">{reasons.isPending ? 'Загрузка…' : 'Выберите причину'}</option>
          {reasons.data?.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.name}
            </option>
          ))}
        </select>
      </Form.Item>
      <Form.Item name="rejection_comment" label="Комментарий для агентства">
        <Input.TextArea rows={3} maxLength={REASON_TEXT_MAX} showCount />
      </Form.Item>
    </ActionDialog>
  );
}

/**
 * Choose the winner: the project closes, and the others are told the outcome with the client's words, their
 * place in the comparison and (unless the client unticks it) whether the winner's price was below or above.
 */
export function WinnerDialog({ project, candidate, open, onClose }: DialogProps) {
  const update = useUpdateCandidate(project);
  return (
    <ActionDialog<{ others_reason?: string; tell_price?: boolean }>
      open={open}
      onClose={onClose}
      title={`Выбрать ${quoteName(candidate.contractor_name)} победителем?`}
      description="Проект закроется: приём предложений прекратится, а остальные участники и приглашённые агентства узнают итог. Отменить выбор нельзя."
      confirmLabel="Выбрать победителем"
      fields={['others_reason', 'tell_price']}
      labels={LABELS}
      send={(values) =>
        update.mutateAsync({
          id: candidate.id,
          status: 'winner',
          ...(values.others_reason?.trim() && { others_reason: values.others_reason.trim() }),
          ...(values.tell_price === false && { tell_price: false }),
        })
      }
      doneToast={{
        title: 'Победитель выбран',
        description: `Агентство ${quoteName(candidate.contractor_name)} и остальные участники получат уведомление.`,
      }}
    >
      <Form.Item
        name="others_reason"
        label="Сообщение остальным участникам"
        extra="Необязательно: например, почему выбрано другое предложение."
      >
        <Input.TextArea rows={3} maxLength={REASON_TEXT_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="tell_price"
        valuePropName="checked"
        initialValue={true}
        extra="Без суммы: только ниже, примерно такая же или выше их цены. Причину участники узнают в любом случае."
      >
        <Checkbox>Сообщить участникам, какой была цена победителя относительно их цены</Checkbox>
      </Form.Item>
    </ActionDialog>
  );
}
