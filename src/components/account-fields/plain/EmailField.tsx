import { useFormContext } from 'react-hook-form';
import { plainValidate } from '../../../lib/form-rules';
import { Field, fieldAria } from '../../plain-form/Field';
import { emailField, type EmailFieldProps } from '../fields';

/** The account's email in a plain form (react-hook-form's context, field `email`): login, registration, reset. */
export function EmailField(props: EmailFieldProps) {
  const { register, formState } = useFormContext<{ email: string }>();
  const error = formState.errors.email?.message;
  const field = emailField(props);
  return (
    <Field id="email" label={field.label} error={error}>
      <input
        {...register('email', {
          setValueAs: (value: string) => value.trim(),
          validate: plainValidate(field.problem),
        })}
        {...fieldAria('email', error)}
        className="input"
        {...field.input}
      />
    </Field>
  );
}
