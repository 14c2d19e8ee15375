import { useFormContext } from 'react-hook-form';
import {
  accountMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../lib/account-rules';
import { Field, fieldAria } from '../../plain-form/Field';
import { PasswordInput } from '../../plain-form/PasswordInput';

type CurrentPasswordFieldProps = { name: string; label: string; autoFocus?: boolean };

/** The password the user has now (to log in), in a plain form. */
export function CurrentPasswordField({
  name,
  label,
  autoFocus = false,
}: CurrentPasswordFieldProps) {
  const { register, formState } = useFormContext<Record<string, string>>();
  const error = formState.errors[name]?.message;
  return (
    <Field id={name} label={label} error={error}>
      <PasswordInput
        {...register(name, { required: accountMessages.passwordRequired })}
        {...fieldAria(name, error)}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoFocus={autoFocus}
      />
    </Field>
  );
}

type PasswordFieldsProps = {
  /** The server's field names: `password`/`re_password` (registration), `new_password` (reset). */
  name: string;
  repeatName: string;
  label?: string;
  repeatLabel?: string;
};

/** A new password and its repetition, in a plain form; the form checks length and the match. */
export function PasswordFields({
  name,
  repeatName,
  label = 'Пароль',
  repeatLabel = 'Повторите пароль',
}: PasswordFieldsProps) {
  const { register, formState } = useFormContext<Record<string, string>>();
  const error = formState.errors[name]?.message;
  const repeatError = formState.errors[repeatName]?.message;
  return (
    <>
      <Field id={name} label={label} error={error} help={accountMessages.passwordHelp}>
        <PasswordInput
          {...register(name, {
            required: accountMessages.passwordRequired,
            minLength: { value: PASSWORD_MIN_LENGTH, message: accountMessages.passwordTooShort },
            deps: [repeatName],
          })}
          {...fieldAria(name, error, accountMessages.passwordHelp)}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Field>
      <Field id={repeatName} label={repeatLabel} error={repeatError}>
        <PasswordInput
          {...register(repeatName, {
            // The repeat field's label is its own prompt: «Повторите пароль».
            required: repeatLabel,
            validate: (value, values) => value === values[name] || accountMessages.passwordsDiffer,
          })}
          {...fieldAria(repeatName, repeatError)}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Field>
    </>
  );
}
