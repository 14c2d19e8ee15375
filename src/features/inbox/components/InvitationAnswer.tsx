import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InboxProject } from '../../../../contract/tender';
import { REASON_TEXT_MAX } from '../../../../contract/tender-rules';
import { CONFLICT_MESSAGES } from '../../../../contract/tender-conflict';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { useFieldErrorSetter } from '../../../hooks/use-plain-server-form';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { formErrors } from '../../../lib/form-errors';
import { outboxScope } from '../../../lib/outbox/scopes';
import { OutboxNote } from '../../../components/outbox/OutboxNote';
import { useOutboxScope } from '../../../hooks/use-outbox-scope';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useRefusalReasons } from '../api/refusal-reasons';
import { formatMoment } from '../format';
import { Section } from './Section';
import {
  ConflictDeclaration,
  conflictFields,
  NO_CONFLICT_DRAFT,
  type ConflictDraft,
} from './ConflictDeclaration';
import './InvitationAnswer.css';

type DeclineValues = { refusal_reason: string; refusal_comment: string };
const DECLINE_FIELDS = ['refusal_reason', 'refusal_comment'] as const;

/**
 * An open invitation (sent or viewed): accept, or decline with a reason from the list and a comment. The
 * two buttons stay at the bottom of a phone's screen while the page scrolls: one thumb reaches them.
 */
export function InvitationAnswer({ project }: { project: InboxProject }) {
  const answer = useAnswerInvitation(project.project, project.invitation);
  const scope = outboxScope.invitation(project.invitation);
  // An answer given offline waits in the outbox: no second answer meanwhile.
  const waiting = useOutboxScope(scope).waiting.length > 0;
  const [declining, setDeclining] = useState(false);
  const [acceptError, setAcceptError] = useState<string[]>([]);
  const [conflict, setConflict] = useState<ConflictDraft>(NO_CONFLICT_DRAFT);
  const [conflictError, setConflictError] = useState<string | undefined>();
  const accept = async () => {
    setAcceptError([]);
    const fields = conflictFields(conflict);
    setConflictError(fields === null ? CONFLICT_MESSAGES.conflictRequired : undefined);
    if (fields === null) {
      document.getElementById('conflict-declaration')?.querySelector('input')?.focus();
      return;
    }
    try {
      await answer.mutateAsync({ status: 'accepted', ...fields });
    } catch (error) {
      setAcceptError(formErrors(error, []).messages);
    }
  };
  return (
    <>
      <Section title="Ваш ответ">
        <p>
          Ответьте до {formatMoment(project.expires_at)}. Приняв приглашение, агентство станет
          участником тендера и сможет отправить предложение.
        </p>
        {!declining && !waiting && (
          <ConflictDeclaration
            draft={conflict}
            error={conflictError}
            onChange={(draft) => {
              setConflict(draft);
              setConflictError(undefined);
            }}
          />
        )}
        <FormAlert messages={acceptError} />
        <OutboxNote scope={scope} />
        {declining && !waiting && (
          <DeclineForm project={project} onCancel={() => setDeclining(false)} />
        )}
      </Section>
      {!declining && !waiting && (
        // The page's last child, sticky: on a phone it stays at the bottom of the screen, under the thumb.
        <div className="inbox-dock" role="group" aria-label="Ответ на приглашение">
          <button
            type="button"
            className="btn btn--primary btn--large"
            aria-busy={answer.isPending}
            disabled={answer.isPending}
            onClick={() => void accept()}
          >
            Принять приглашение
          </button>
          <button
            type="button"
            className="btn btn--large"
            disabled={answer.isPending}
            onClick={() => setDeclining(true)}
          >
            Отклонить
          </button>
        </div>
      )}
    </>
  );
}

function DeclineForm({ project, onCancel }: { project: InboxProject; onCancel: () => void }) {
  const reasons = useRefusalReasons();
  const answer = useAnswerInvitation(project.project, project.invitation);
  const form = useForm<DeclineValues>({
    defaultValues: { refusal_reason: '', refusal_comment: '' },
  });
  const errors = useServerErrors(useFieldErrorSetter(form), DECLINE_FIELDS);
  const selectRef = useRef<HTMLSelectElement | null>(null);
  useEffect(() => selectRef.current?.focus(), []);
  const { ref: reasonRef, ...reasonField } = form.register('refusal_reason', {
    required: 'Укажите причину отказа.',
  });
  const reasonError = form.formState.errors.refusal_reason?.message;
  const commentError = form.formState.errors.refusal_comment?.message;

  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      await answer.mutateAsync({
        status: 'declined',
        refusal_reason: Number(values.refusal_reason),
        ...(values.refusal_comment.trim() && { refusal_comment: values.refusal_comment.trim() }),
      });
    } catch (error) {
      errors.show(error);
    }
  });

  return (
    <form
      className="plain-form inbox-form"
      noValidate
      aria-label="Отказ от приглашения"
      onSubmit={(event) => void submit(event)}
    >
      <Field id="refusal-reason" label="Причина отказа" error={reasonError}>
        <select
          className="input"
          {...fieldAria('refusal-reason', reasonError)}
          {...reasonField}
          ref={(element) => {
            reasonRef(element);
            selectRef.current = element;
          }}
        >
          <option value="">{reasons.isPending ? 'Загрузка…' : 'Выберите причину'}</option>
          {reasons.data?.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="refusal-comment"
        label="Комментарий для заказчика"
        help="Необязательно: заказчик увидит его вместе с причиной."
        error={commentError}
      >
        <textarea
          className="input textarea"
          rows={3}
          {...fieldAria('refusal-comment', commentError, true)}
          {...form.register('refusal_comment', {
            maxLength: {
              value: REASON_TEXT_MAX,
              message: `Не более ${REASON_TEXT_MAX} символов.`,
            },
          })}
        />
      </Field>
      <FormAlert messages={errors.messages} />
      <div className="inbox-actions">
        <button
          type="submit"
          className="btn btn--danger-solid btn--large"
          aria-busy={form.formState.isSubmitting}
          disabled={form.formState.isSubmitting}
        >
          Отклонить приглашение
        </button>
        <button type="button" className="btn btn--large" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}
