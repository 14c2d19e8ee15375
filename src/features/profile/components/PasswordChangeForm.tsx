import { Form } from 'antd';
import {
  CurrentPasswordField,
  PasswordFields,
} from '../../../components/account-fields/PasswordFields';
import { useServerForm } from '../../../hooks/use-server-form';
import { useSetPassword } from '../api/set-password';
import { EditForm } from '../../../components/edit-form/EditForm';

const FIELDS = ['current_password', 'new_password'] as const;

type PasswordValues = { current_password: string; new_password: string; re_new_password: string };

/** set_password: the current password and the new one twice. Other devices are logged out by the server. */
export function PasswordChangeForm() {
  const [form] = Form.useForm<PasswordValues>();
  const change = useSetPassword();
  const passwordForm = useServerForm(form, {
    fields: FIELDS,
    save: ({ current_password, new_password }: PasswordValues) =>
      change.mutateAsync({ current_password, new_password }),
    resetOnSave: true,
    savedToast: {
      title: 'Пароль изменён',
      description: 'На других устройствах нужно будет войти заново.',
    },
  });

  return (
    <section className="surface-card">
      <EditForm serverForm={passwordForm} requiredMark={false} submitLabel="Сменить пароль">
        <CurrentPasswordField
          name="current_password"
          label="Текущий пароль"
          requiredMessage="Введите текущий пароль"
        />
        <PasswordFields
          name="new_password"
          repeatName="re_new_password"
          label="Новый пароль"
          repeatLabel="Повторите новый пароль"
          requiredMessage="Введите новый пароль"
        />
      </EditForm>
    </section>
  );
}
