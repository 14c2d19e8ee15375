import { Button, Form, Result } from 'antd';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../components/form-alert/use-server-errors';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import type { UidToken } from '../api/activate-user';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';
import { PasswordFields } from './PasswordFields';
import { useDirtyForm } from '../../../hooks/use-dirty-form';

const FIELDS = ['new_password'] as const;
const LABELS = { uid: 'Ссылка', token: 'Ссылка' };

/** The new password from a reset link; an invited employee sets its first password here. */
export function ResetConfirmForm({ link }: { link: UidToken }) {
  const [form] = Form.useForm<{ new_password: string; re_new_password: string }>();
  const dirty = useDirtyForm();
  const confirm = useResetPasswordConfirm();
  const errors = useServerErrors(form, FIELDS, { labels: LABELS });

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
    <Form
      form={form}
      onValuesChange={dirty.onValuesChange}
      layout="vertical"
      requiredMark={false}
      onFinish={({ new_password }) => {
        errors.clear();
        confirm.mutate({ ...link, new_password }, { onError: errors.show });
      }}
    >
      <PasswordFields name="new_password" repeatName="re_new_password" label="Новый пароль" />
      <FormAlert messages={errors.messages} />
      <Button type="primary" htmlType="submit" block size="large" loading={confirm.isPending}>
        Сохранить пароль
      </Button>
    </Form>
  );
}
