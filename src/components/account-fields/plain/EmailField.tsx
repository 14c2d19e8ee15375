import { useFormContext } from 'react-hook-form';
import { accountMessages, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../lib/account-rules';
import { Field, fieldAria } from '../../plain-form/Field';

/** The account's email in a plain form (react-hook-form's context, field `email`). */
export function EmailField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { register, formState } = useFormContext<{ email: string }>();
  const error = formState.errors.email?.message;
  return (
    <Field id="email" label="Электронная почта" error={error}>
      <input
        {...register('email', {
          required: accountMessages.emailRequired,
          setValueAs: (value: string) => value.trim(),
          pattern: { value: EMAIL_PATTERN, message: accountMessages.emailInvalid },
        })}
        {...fieldAria('email', error)}
        className="input"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        autoFocus={autoFocus}
        placeholder="name@company.ru"
      />
    </Field>
  );
}
