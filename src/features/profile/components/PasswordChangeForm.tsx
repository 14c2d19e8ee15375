import { Button, Form, Input } from 'antd';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../components/form-alert/use-server-errors';
import { showToast } from '../../../lib/toast';
import { useSetPassword } from '../api/set-password';
import { useDirtyForm } from '../../../hooks/use-dirty-form';

const PASSWORD_MIN_LENGTH = 8;
const FIELDS = ['current_password', 'new_password'] as const;

type PasswordValues = { current_password: string; new_password: string; re_new_password: string };

/** set_password: the current password and the new one twice. Other devices are logged out by the server. */
export function PasswordChangeForm() {
  const [form] = Form.useForm<PasswordValues>();
  const dirty = useDirtyForm();
  const change = useSetPassword();
  const errors = useServerErrors(form, FIELDS);

  const submit = ({ current_password, new_password }: PasswordValues) => {
    errors.clear();
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          dirty.markSaved();
          form.resetFields();
          showToast({
            title: 'Пароль изменён',
            description: 'На других устройствах нужно будет войти заново.',
            color: 'green',
          });
        },
        onError: errors.show,
      },
    );
  };

  return (
    <section className="surface-card">
      <Form
        form={form}
        onValuesChange={dirty.onValuesChange}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="current_password"
          label="Текущий пароль"
          rules={[{ required: true, message: 'Введите текущий пароль' }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="new_password"
          label="Новый пароль"
          extra={`Не короче ${PASSWORD_MIN_LENGTH} символов, не только из цифр и не похожий на email.`}
          rules={[
            { required: true, message: 'Введите новый пароль' },
            { min: PASSWORD_MIN_LENGTH, message: `Не короче ${PASSWORD_MIN_LENGTH} символов` },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="re_new_password"
          label="Повторите новый пароль"
          dependencies={['new_password']}
          rules={[
            { required: true, message: 'Повторите новый пароль' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('new_password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error('Пароли не совпадают')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <FormAlert messages={errors.messages} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Сменить пароль
        </Button>
      </Form>
    </section>
  );
}
