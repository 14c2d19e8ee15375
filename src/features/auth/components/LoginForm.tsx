import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { CurrentPasswordField } from '../../../components/account-fields/PasswordFields';
import { EmailField } from '../../../components/account-fields/EmailField';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { apiErrorCode } from '../../../lib/api-error';
import { formErrors } from '../../../lib/form-errors';
import type { SessionUser } from '../../../lib/session';
import type { Credentials } from '../api/create-token';
import { logIn, UserLoadError } from '../log-in';
import { ResendActivation } from './ResendActivation';

const FIELDS = ['email', 'password'] as const;

type Inactive = { email: string; message: string };

/**
 * Email and password; wrong credentials (401 `detail`) show above the button. The right password of an account
 * not activated yet offers to send the activation mail again. `email` fills the field in (after activation).
 */
export function LoginForm({
  onLoggedIn,
  email,
}: {
  onLoggedIn: (user: SessionUser) => void;
  email?: string;
}) {
  const [form] = Form.useForm<Credentials>();
  const [submitting, setSubmitting] = useState(false);
  const [inactive, setInactive] = useState<Inactive | null>(null);
  const errors = useServerErrors(form, FIELDS);

  const submit = async (credentials: Credentials) => {
    errors.clear();
    setInactive(null);
    setSubmitting(true);
    try {
      onLoggedIn(await logIn(credentials));
    } catch (error) {
      if (apiErrorCode(error) === 'user_inactive')
        setInactive({
          email: credentials.email,
          message: formErrors(error, []).messages.join(' '),
        });
      else if (!(error instanceof UserLoadError)) errors.show(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={email ? { email } : undefined}
    >
      <EmailField autoFocus={!email} />
      <CurrentPasswordField
        name="password"
        label="Пароль"
        requiredMessage="Введите пароль"
        autoFocus={Boolean(email)}
      />
      <FormAlert messages={errors.messages} />
      {inactive && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={inactive.message}
          description={<ResendActivation key={inactive.email} email={inactive.email} />}
        />
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Войти
      </Button>
    </Form>
  );
}
