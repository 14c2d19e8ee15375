import { useFormContext } from 'react-hook-form';
import { plainValidate } from '../../../lib/form-rules';
import { Field, fieldAria } from '../../plain-form/Field';
import { PasswordInput } from '../../plain-form/PasswordInput';
import {
  currentPasswordField,
  passwordFields,
  type CurrentPasswordFieldProps,
  type PasswordFieldsProps,
} from '../fields';

// The password fields of login, registration and reset in a plain form (react-hook-form's context).

/** The password the user has now, to log in. */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  const { name, label } = props;
  const { register, formState } = useFormContext<Record<string, string>>();
  const error = formState.errors[name]?.message;
  const field = currentPasswordField(props);
  return (
    <Field id={name} label={label} error={error}>
      <PasswordInput
        {...register(name, { validate: plainValidate(field.problem) })}
        {...fieldAria(name, error)}
        {...field.input}
      />
    </Field>
  );
}

/** A new password and its repetition. */
export function PasswordFields(props: PasswordFieldsProps) {
  const { name, repeatName } = props;
  const { register, formState } = useFormContext<Record<string, string>>();
  const error = formState.errors[name]?.message;
  const repeatError = formState.errors[repeatName]?.message;
  const field = passwordFields(props);
  return (
    <>
      <Field id={name} label={field.label} error={error} help={field.help}>
        <PasswordInput
          {...register(name, { validate: plainValidate(field.problem), deps: [repeatName] })}
          {...fieldAria(name, error, field.help)}
          {...field.input}
        />
      </Field>
      <Field id={repeatName} label={field.repeatLabel} error={repeatError}>
        <PasswordInput
          {...register(repeatName, {
            validate: (value, values) => field.repeatProblem(value, values[name]) ?? true,
          })}
          {...fieldAria(repeatName, repeatError)}
          {...field.input}
        />
      </Field>
    </>
  );
}
