import { useState, type ReactNode } from 'react';
import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../components/form-alert/use-server-errors';
import { AgreementField } from './AgreementField';
import { EmailField } from './EmailField';
import { PasswordFields } from './PasswordFields';
import { useDirtyForm } from '../../../hooks/use-dirty-form';

export type RegisterCredentials = { email: string; password: string; re_password: string };
type RegisterValues = RegisterCredentials & { agreement: boolean };

const FIELDS = ['email', 'password', 're_password'] as const;

type RegisterFormProps = {
  /** Sends the registration; rejects with the server's error, which the form shows. */
  onSubmit: (credentials: RegisterCredentials) => Promise<unknown>;
  onRegistered: (email: string) => void;
  submitLabel: string;
  /** How the form names the server's other fields (the agency's `company.inn`…). */
  labels?: Record<string, string>;
  /** Under the form alert: e.g. a way back to fix the company data. */
  extra?: ReactNode;
};

/** Email, password twice and the consent: both registrations (client and agency) start with these. */
export function RegisterForm({
  onSubmit,
  onRegistered,
  submitLabel,
  labels,
  extra,
}: RegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const dirty = useDirtyForm();
  const [submitting, setSubmitting] = useState(false);
  const errors = useServerErrors(form, FIELDS, { labels });

  const submit = async ({ email, password, re_password }: RegisterValues) => {
    errors.clear();
    setSubmitting(true);
    try {
      await onSubmit({ email: email.trim(), password, re_password });
      onRegistered(email.trim());
    } catch (error) {
      errors.show(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      onValuesChange={dirty.onValuesChange}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
    >
      <EmailField autoFocus />
      <PasswordFields name="password" repeatName="re_password" />
      <AgreementField />
      <FormAlert messages={errors.messages} />
      {errors.messages.length > 0 && extra}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
