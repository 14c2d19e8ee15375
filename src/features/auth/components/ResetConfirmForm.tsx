import { Button, Form, Result } from 'antd';
import { PasswordFields } from '../../../components/account-fields/PasswordFields';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { paths } from '../../../config/paths';
import { useServerForm } from '../../../hooks/use-server-form';
import type { UidToken } from '../api/activate-user';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';

const FIELDS = ['new_password'] as const;
const LABELS = { uid: 'Ссылка', token: 'Ссылка' };

type NewPasswordValues = { new_password: string; re_new_password: string };

/** The new password from a reset link; an invited employee sets its first password here. */
export function ResetConfirmForm({ link }: { link: UidToken }) {
  const [form] = Form.useForm<NewPasswordValues>();
  const confirm = useResetPasswordConfirm();
  const reset = useServerForm(form, {
    fields: FIELDS,
    labels: LABELS,
    save: ({ new_password }: NewPasswordValues) => confirm.mutateAsync({ ...link, new_password }),
  });

  if (confirm.isSuccess)
    return (
      <Result
        status="success"
        title="Пароль сохранён"
        subTitle="Теперь войдите с новым паролем."
        extra={
          <ButtonLink to={paths.auth.login.getHref()} variant="primary">
            Войти
          </ButtonLink>
        }
      />
    );
  return (
    <Form {...reset.formProps} layout="vertical" requiredMark={false}>
      <PasswordFields name="new_password" repeatName="re_new_password" label="Новый пароль" />
      <FormAlert messages={reset.messages} />
      <Button type="primary" htmlType="submit" block size="large" loading={reset.saving}>
        Сохранить пароль
      </Button>
    </Form>
  );
}
