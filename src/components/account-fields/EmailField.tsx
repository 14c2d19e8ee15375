import { Form, Input } from 'antd';
import { accountMessages, EMAIL_MAX_LENGTH } from '../../lib/account-rules';

type EmailFieldProps = {
  autoFocus?: boolean;
  placeholder?: string;
  requiredMessage?: string;
  /** false for someone else's address (an invitation): the browser must not offer the user's own. */
  ownAddress?: boolean;
};

/** An email address, checked as the server checks it: login, registration, reset, an employee's invitation. */
export function EmailField({
  autoFocus = false,
  placeholder = 'name@company.ru',
  requiredMessage = accountMessages.emailRequired,
  ownAddress = true,
}: EmailFieldProps) {
  return (
    <Form.Item
      name="email"
      label="Электронная почта"
      rules={[
        { required: true, message: requiredMessage },
        { type: 'email', message: accountMessages.emailInvalid },
      ]}
    >
      <Input
        type="email"
        autoComplete={ownAddress ? 'email' : undefined}
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        autoFocus={autoFocus}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
