import { useState } from 'react';
import { Button, Form } from 'antd';
import { CurrentPasswordField } from '../../../components/account-fields/PasswordFields';
import { EmailField } from '../../../components/account-fields/EmailField';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../hooks/use-server-errors';
import type { SessionUser } from '../../../lib/session';
import type { Credentials } from '../api/create-token';
import { logIn, UserLoadError } from '../log-in';

const FIELDS = ['email', 'password'] as const;

/** Email and password; wrong credentials (401 `detail`) show above the button. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: SessionUser) => void }) {
  const [form] = Form.useForm<Credentials>();
  const [submitting, setSubmitting] = useState(false);
  const errors = useServerErrors(form, FIELDS);

  const submit = async (credentials: Credentials) => {
    errors.clear();
    setSubmitting(true);
    try {
      onLoggedIn(await logIn(credentials));
    } catch (error) {
      if (!(error instanceof UserLoadError)) errors.show(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <EmailField autoFocus />
      <CurrentPasswordField name="password" label="Пароль" requiredMessage="Введите пароль" />
      <FormAlert messages={errors.messages} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Войти
      </Button>
    </Form>
  );
}
