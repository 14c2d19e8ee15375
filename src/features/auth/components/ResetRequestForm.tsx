import { useState } from 'react';
import { Button, Form, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { EmailField } from '../../../components/account-fields/EmailField';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { useResetPassword } from '../api/reset-password';

const FIELDS = ['email'] as const;

/** Asks for a reset link; the answer is the same whether the address is known or not. */
export function ResetRequestForm() {
  const [form] = Form.useForm<{ email: string }>();
  const reset = useResetPassword();
  const errors = useServerErrors(form, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo)
    return (
      <Result
        icon={<MailOutlined />}
        title="Проверьте почту"
        subTitle={`Если адрес ${sentTo} зарегистрирован, на него придёт письмо со ссылкой для смены пароля.`}
      />
    );
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ email }) => {
        errors.clear();
        reset.mutate(email.trim(), {
          onSuccess: () => setSentTo(email.trim()),
          onError: errors.show,
        });
      }}
    >
      <EmailField autoFocus />
      <FormAlert messages={errors.messages} />
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
        Получить ссылку
      </Button>
    </Form>
  );
}
