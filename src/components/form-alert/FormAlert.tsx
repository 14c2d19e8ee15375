import { Notice } from '../plain-form/Notice';

/** The server's messages for a whole form (`detail`, `non_field_errors`), above its button. */
export function FormAlert({ messages }: { messages: string[] }) {
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
    </Notice>
  );
}
