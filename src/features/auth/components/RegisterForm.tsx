import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../../components/account-fields/plain/EmailField';
import { PasswordFields } from '../../../components/account-fields/plain/PasswordFields';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
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
  const form = useForm<RegisterValues>({
    defaultValues: { email: '', password: '', re_password: '', agreement: false },
  });
  const registration = usePlainServerForm(form, {
    fields: FIELDS,
    labels,
    save: ({ email, password, re_password }) => onSubmit({ email, password, re_password }),
    onSaved: (_registered, { email }) => onRegistered(email),
  });

  return (
    <FormProvider {...form}>
      <form
        className="plain-form"
        noValidate
        onSubmit={(event) => void registration.onSubmit(event)}
      >
        <EmailField autoFocus />
        <PasswordFields name="password" repeatName="re_password" />
        <AgreementField />
        <FormAlert messages={registration.messages} />
        {registration.messages.length > 0 && extra}
        <SubmitButton busy={registration.saving}>{submitLabel}</SubmitButton>
      </form>
    </FormProvider>
  );
}
