import { useOutboxScope } from '../../hooks/use-outbox-scope';
import { Notice } from '../plain-form/Notice';
import './outbox-note.css';

/**
 * On an action taken offline: «Ждёт отправки» while it waits for the network; once the server refused it, the
 * server's reason until the user closes it (`onDismiss` first, e.g. a proposal's draft back into its form).
 */
export function OutboxNote({
  scope,
  draftNote,
  onDismiss,
}: {
  scope: string;
  /** Said under a refusal that kept a draft. */
  draftNote?: string;
  onDismiss?: () => void;
}) {
  const { waiting, refusal } = useOutboxScope(scope);
  return (
    <>
      {waiting.map((action) => (
        <p key={action.key} className="outbox-note" role="status">
          <span className="outbox-note__badge">Ждёт отправки</span> {action.label}: уйдёт, когда
          появится связь.
        </p>
      ))}
      {refusal && waiting.length === 0 && (
        <Notice type="error" role="alert" title={`Не отправлено: «${refusal.label}»`}>
          {refusal.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {refusal.draft !== undefined && draftNote && <p>{draftNote}</p>}
          <button
            type="button"
            className="btn"
            onClick={() => {
              onDismiss?.();
              void import('../../lib/outbox/app-outbox').then(({ dismissRefusal }) =>
                dismissRefusal(refusal.key),
              );
            }}
          >
            Понятно
          </button>
        </Notice>
      )}
    </>
  );
}
