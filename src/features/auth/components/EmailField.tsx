import { Form, Input } from 'antd';

/** The email of login, registration and reset. */
export function EmailField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      name="email"
      label="Электронная почта"
      rules={[
        { required: true, message: 'Введите электронную почту' },
        { type: 'email', message: 'Введите правильный адрес электронной почты' },
      ]}
    >
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        autoFocus={autoFocus}
        placeholder="name@company.ru"
      />
    </Form.Item>
  );
}
