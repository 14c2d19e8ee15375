import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../../components/account-fields/plain/EmailField';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { FormOutcome } from '../../../components/plain-form/FormOutcome';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { useFieldErrorSetter } from '../../../hooks/use-plain-server-form';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { useResetPassword } from '../api/reset-password';

const FIELDS = ['email'] as const;

/** Asks for a reset link; the answer is the same whether the address is known or not. */
export function ResetRequestForm() {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const reset = useResetPassword();
  const errors = useServerErrors(useFieldErrorSetter(form), FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    errors.clear();
    try {
      await reset.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      errors.show(error);
    }
  });

  if (sentTo)
    return (
      <FormOutcome icon="mail" title="Проверьте почту">
        <p>
          Если адрес {sentTo} зарегистрирован, на него придёт письмо со ссылкой для смены пароля.
        </p>
      </FormOutcome>
    );
  return (
    <FormProvider {...form}>
      <form className="plain-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField autoFocus />
        <FormAlert messages={errors.messages} />
        <SubmitButton busy={form.formState.isSubmitting}>Получить ссылку</SubmitButton>
      </form>
    </FormProvider>
  );
}
