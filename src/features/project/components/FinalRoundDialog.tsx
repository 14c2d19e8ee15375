import { useState, type FormEvent } from 'react';
import { Modal } from 'antd';
import type { Candidate } from '../../../../contract/tender';
import {
  FINAL_MESSAGE_MAX,
  FINALISTS_MAX,
  FINALISTS_MIN,
} from '../../../../contract/tender-final-round-rules';
import { REASON_TEXT_MAX } from '../../../../contract/tender-rules';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { dayjs } from '../../../lib/dayjs';
import { useStartFinalRound } from '../../../lib/final-round';
import { formErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useRefusalReasons } from '../api/refusal-reasons';
import { formatRoubles } from './tender-format';
import './FinalRoundDialog.css';

// «Финальный раунд» as the client declares it: 2–3 finalists among the proposals sent and not rejected, the
// round's deadline, a message to them, and the reason the others are told. Loaded when first opened (antd).

/** The server's field names as the dialog's labels, for its refusal's lines. */
const LABELS = {
  finalists: 'Финалисты',
  deadline: 'Финальные предложения до',
  message: 'Сообщение финалистам',
  rejection_reason: 'Причина для остальных',
  rejection_comment: 'Комментарий для остальных',
};

type Props = { project: number; eligible: Candidate[]; open: boolean; onClose: () => void };

export function FinalRoundDialog({ open, onClose, ...rest }: Props) {
  return (
    <AntdProvider>
      <Modal open={open} title="Финальный раунд" onCancel={onClose} footer={null} destroyOnHidden>
        <FinalRoundForm onClose={onClose} {...rest} />
      </Modal>
    </AntdProvider>
  );
}

function FinalRoundForm({ project, eligible, onClose }: Omit<Props, 'open'>) {
  const [finalists, setFinalists] = useState<number[]>([]);
  const [deadline, setDeadline] = useState('');
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const reasons = useRefusalReasons(true);
  const start = useStartFinalRound(project);
  const others = eligible.length - finalists.length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessages([]);
    try {
      await start.mutateAsync({
        finalists,
        // The local «дата и время» read in the reader's zone; the server checks the hour and the 30 days.
        deadline: deadline ? dayjs(deadline).format() : '',
        ...(message.trim() && { message: message.trim() }),
        ...(reason && { rejection_reason: Number(reason) }),
        ...(comment.trim() && { rejection_comment: comment.trim() }),
      });
      showToast({
        title: 'Финальный раунд объявлен',
        description: 'Финалисты получили уведомление, остальные — причину.',
        color: 'green',
      });
      onClose();
    } catch (error) {
      setMessages(formErrors(error, [], { labels: LABELS }).messages);
    }
  }

  return (
    <form
      className="tender-form"
      aria-label="Финальный раунд"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="project-note">
        Финалисты пересмотрят цену, срок и подход; их предложения снова запечатаны до срока. Раунд в
        тендере один.
      </p>
      <fieldset className="final-round__finalists">
        <legend>
          Финалисты: от {FINALISTS_MIN} до {FINALISTS_MAX}
        </legend>
        {eligible.map((c) => (
          <label key={c.id} className="choice">
            <input
              type="checkbox"
              checked={finalists.includes(c.id)}
              onChange={(event) =>
                setFinalists((all) =>
                  event.target.checked ? [...all, c.id] : all.filter((id) => id !== c.id),
                )
              }
            />{' '}
            {c.contractor_name}
            {c.price !== null && ` · ${formatRoubles(c.price)}`}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">Финальные предложения до</span>
        <input
          type="datetime-local"
          className="input tender-deadline-input"
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Сообщение финалистам</span>
        <textarea
          className="input"
          rows={3}
          maxLength={FINAL_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      {others > 0 && (
        <>
          <p className="project-note">
            Остальные узнают, что не прошли в финал, и причину: выберите её или напишите
            комментарий.
          </p>
          <label className="field">
            <span className="field__label">Причина для остальных</span>
            <select
              className="input"
              value={reason}
              disabled={reasons.isPending}
              onChange={(event) => setReason(event.target.value)}
            >
              <option value="">{reasons.isPending ? 'Загрузка…' : 'Выберите причину'}</option>
              {reasons.data?.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Комментарий для остальных</span>
            <input
              className="input"
              maxLength={REASON_TEXT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </label>
        </>
      )}
      <FormAlert messages={messages} />
      <div className="action-dialog__buttons">
        <button type="button" className="btn" onClick={onClose} disabled={start.isPending}>
          Отмена
        </button>
        <SubmitButton busy={start.isPending} inline>
          Начать финальный раунд
        </SubmitButton>
      </div>
    </form>
  );
}
