import { Alert } from 'antd';

/** The server's messages for a whole form (`detail`, `non_field_errors`), above its button. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={messages.length === 1 ? messages[0] : 'Проверьте данные'}
      description={
        messages.length > 1 ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
