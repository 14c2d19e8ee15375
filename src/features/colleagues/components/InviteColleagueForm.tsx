import { FormProvider, useForm } from 'react-hook-form';
import { PERSON_NAME_MAX } from '../../../../contract/people-rules';
import { EmailField } from '../../../components/account-fields/plain/EmailField';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { useInviteColleague } from '../api/invite-colleague';

type Values = { email: string; first_name: string; last_name: string };
const EMPTY: Values = { email: '', first_name: '', last_name: '' };

/** The owner's invitation: the address and, if known, the name; a mail with a set-password link goes out. */
export function InviteColleagueForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const invite = useInviteColleague();
  const server = usePlainServerForm(form, {
    fields: ['email', 'first_name', 'last_name'],
    save: (values: Values) =>
      invite.mutateAsync({
        email: values.email,
        ...(values.first_name.trim() && { first_name: values.first_name.trim() }),
        ...(values.last_name.trim() && { last_name: values.last_name.trim() }),
      }),
    savedToast: (colleague) => ({
      title: 'Приглашение отправлено',
      description: `Письмо со ссылкой ушло на ${colleague.email}.`,
    }),
    onSaved: () => {
      form.reset(EMPTY);
      onDone();
    },
  });
  const { errors } = form.formState;
  const nameField = (name: 'first_name' | 'last_name', label: string) => {
    const id = `colleague-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <input
          className="input"
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </Field>
    );
  };
  return (
    <FormProvider {...form}>
      <form
        className="colleagues-form"
        noValidate
        onSubmit={(event) => void server.onSubmit(event)}
      >
        <EmailField ownAddress={false} placeholder="colleague@company.ru" />
        <div className="colleagues-form__names">
          {nameField('first_name', 'Имя (необязательно)')}
          {nameField('last_name', 'Фамилия (необязательно)')}
        </div>
        <FormAlert messages={server.messages} />
        <div className="colleagues-form__buttons">
          <SubmitButton busy={server.saving} inline>
            Отправить приглашение
          </SubmitButton>
          <button type="button" className="btn" onClick={onDone}>
            Отмена
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
