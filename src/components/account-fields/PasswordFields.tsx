import { Form, Input } from 'antd';
import { accountMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/account-rules';
import './password-fields.css';

// The password fields of login, registration, reset and the password change, with the checks the form
// can make itself (the server checks strength). Each is an antd Form.Item for a Form of the caller's.

type CurrentPasswordFieldProps = {
  name: string;
  label: string;
  requiredMessage: string;
  autoFocus?: boolean;
};

/** The password the user has now: to log in, or to confirm a change. */
export function CurrentPasswordField({
  name,
  label,
  requiredMessage,
  autoFocus = false,
}: CurrentPasswordFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Input.Password
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}

type PasswordFieldsProps = {
  /** The server's field names: `password`/`re_password` (registration), `new_password` (reset, change). */
  name: string;
  repeatName: string;
  label?: string;
  repeatLabel?: string;
  requiredMessage?: string;
};

/** A new password and its repetition; the form checks length and the match. */
export function PasswordFields({
  name,
  repeatName,
  label = 'Пароль',
  repeatLabel = 'Повторите пароль',
  requiredMessage = accountMessages.passwordRequired,
}: PasswordFieldsProps) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={accountMessages.passwordHelp}
        rules={[
          { required: true, message: requiredMessage },
          { min: PASSWORD_MIN_LENGTH, message: accountMessages.passwordTooShort },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name={repeatName}
        label={repeatLabel}
        dependencies={[name]}
        rules={[
          // The repeat field's label is its own prompt: «Повторите пароль».
          { required: true, message: repeatLabel },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error(accountMessages.passwordsDiffer)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
