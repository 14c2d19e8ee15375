import type { PlanUpgrade } from '../../lib/plan-limit';
import { Notice } from '../plain-form/Notice';
import { PlanLimitLink } from './PlanLimitLink';

/**
 * The server's messages for a whole form (`detail`, `non_field_errors`), above its button; a reached plan
 * limit (`upgrade`, from `useServerErrors`) adds the link to the plan that lifts it.
 */
export function FormAlert({
  messages,
  upgrade,
}: {
  messages: string[];
  upgrade?: PlanUpgrade | null;
}) {
  if (messages.length === 0) return null;
  return (
    <Notice
      type="error"
      role="alert"
      title={messages.length === 1 ? messages[0] : 'Проверьте данные'}
    >
      {messages.length > 1 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {upgrade && <PlanLimitLink upgrade={upgrade} />}
    </Notice>
  );
}
