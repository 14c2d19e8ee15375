import { Form, Input } from 'antd';

export const PASSWORD_MIN_LENGTH = 8;

type PasswordFieldsProps = {
  /** The server's field names: `password`/`re_password` (registration) or `new_password` (reset). */
  name: string;
  repeatName: string;
  label?: string;
};

/** A new password and its repetition; the server checks strength, the form checks length and the match. */
export function PasswordFields({ name, repeatName, label = 'Пароль' }: PasswordFieldsProps) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={`Не короче ${PASSWORD_MIN_LENGTH} символов, не только из цифр и не похожий на email.`}
        rules={[
          { required: true, message: 'Введите пароль' },
          { min: PASSWORD_MIN_LENGTH, message: `Не короче ${PASSWORD_MIN_LENGTH} символов` },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name={repeatName}
        label="Повторите пароль"
        dependencies={[name]}
        rules={[
          { required: true, message: 'Повторите пароль' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error('Пароли не совпадают')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}
