import { FormProvider, useForm } from 'react-hook-form';
import { PasswordFields } from '../../../components/account-fields/plain/PasswordFields';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { FormOutcome } from '../../../components/plain-form/FormOutcome';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { paths } from '../../../config/paths';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import type { UidToken } from '../api/activate-user';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';

const FIELDS = ['new_password'] as const;
const LABELS = { uid: 'Ссылка', token: 'Ссылка' };

type NewPasswordValues = { new_password: string; re_new_password: string };

/** The new password from a reset link; an invited employee sets its first password here. */
export function ResetConfirmForm({ link }: { link: UidToken }) {
  const form = useForm<NewPasswordValues>({
    defaultValues: { new_password: '', re_new_password: '' },
  });
  const confirm = useResetPasswordConfirm();
  const reset = usePlainServerForm(form, {
    fields: FIELDS,
    labels: LABELS,
    save: ({ new_password }) => confirm.mutateAsync({ ...link, new_password }),
  });

  if (confirm.isSuccess)
    return (
      <FormOutcome
        icon="success"
        title="Пароль сохранён"
        actions={
          <ButtonLink to={paths.auth.login.getHref()} variant="primary">
            Войти
          </ButtonLink>
        }
      >
        <p>Теперь войдите с новым паролем.</p>
      </FormOutcome>
    );
  return (
    <FormProvider {...form}>
      <form className="plain-form" noValidate onSubmit={(event) => void reset.onSubmit(event)}>
        <PasswordFields name="new_password" repeatName="re_new_password" label="Новый пароль" />
        <FormAlert messages={reset.messages} />
        <SubmitButton busy={reset.saving}>Сохранить пароль</SubmitButton>
      </form>
    </FormProvider>
  );
}
