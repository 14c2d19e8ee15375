import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CurrentPasswordField } from '../../../components/account-fields/plain/PasswordFields';
import { EmailField } from '../../../components/account-fields/plain/EmailField';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Notice } from '../../../components/plain-form/Notice';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { useFieldErrorSetter } from '../../../hooks/use-plain-server-form';
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
 * Plain HTML (no antd): the login is many people's first screen, often on a phone.
 */
export function LoginForm({
  onLoggedIn,
  email,
}: {
  /** May take its time (the form stays busy): e.g. a guest's project is created before the next page. */
  onLoggedIn: (user: SessionUser) => void | Promise<void>;
  email?: string;
}) {
  const form = useForm<Credentials>({ defaultValues: { email: email ?? '', password: '' } });
  const [inactive, setInactive] = useState<Inactive | null>(null);
  const errors = useServerErrors(useFieldErrorSetter(form), FIELDS);

  const submit = form.handleSubmit(async (credentials) => {
    errors.clear();
    setInactive(null);
    try {
      await onLoggedIn(await logIn(credentials));
    } catch (error) {
      if (apiErrorCode(error) === 'user_inactive')
        setInactive({
          email: credentials.email,
          message: formErrors(error, []).messages.join(' '),
        });
      else if (!(error instanceof UserLoadError)) errors.show(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form className="plain-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField autoFocus={!email} />
        <CurrentPasswordField name="password" label="Пароль" autoFocus={Boolean(email)} />
        <FormAlert messages={errors.messages} />
        {inactive && (
          <Notice type="warning" role="alert" title={inactive.message}>
            <ResendActivation key={inactive.email} email={inactive.email} />
          </Notice>
        )}
        <SubmitButton busy={form.formState.isSubmitting}>Войти</SubmitButton>
      </form>
    </FormProvider>
  );
}
