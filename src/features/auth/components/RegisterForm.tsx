import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import { EmailField } from '../../../components/account-fields/EmailField';
import { PasswordFields } from '../../../components/account-fields/PasswordFields';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerForm } from '../../../hooks/use-server-form';
import { AgreementField } from './AgreementField';

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
  const registration = useServerForm(form, {
    fields: FIELDS,
    labels,
    save: ({ email, password, re_password }: RegisterValues) =>
      onSubmit({ email: email.trim(), password, re_password }),
    onSaved: (_registered, { email }) => onRegistered(email.trim()),
  });

  return (
    <Form {...registration.formProps} layout="vertical" requiredMark={false}>
      <EmailField autoFocus />
      <PasswordFields name="password" repeatName="re_password" />
      <AgreementField />
      <FormAlert messages={registration.messages} />
      {registration.messages.length > 0 && extra}
      <Button type="primary" htmlType="submit" block size="large" loading={registration.saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
