import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useUnsavedChanges } from '../lib/pwa/unsaved-changes';
import type { FieldError } from '../lib/form-errors';
import { useServerErrors } from './use-server-errors';

type PlainServerFormOptions<Values, Result> = {
  /** The form's field names as the server spells them: their errors go under them. */
  fields: readonly string[];
  /** How the form names the server's other fields in its alert. */
  labels?: Record<string, string>;
  /** Sends the values; rejects with the server's error, which the form then shows. */
  save: (values: Values) => Promise<Result>;
  onSaved?: (result: Result, values: Values) => void;
};

/** Puts the server's field errors under the fields of a react-hook-form form. */
export function useFieldErrorSetter<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const { setError } = form;
  return useCallback(
    (found: FieldError[]) =>
      found.forEach(({ name, errors }) =>
        setError(
          name as Path<Values>,
          { type: 'server', message: errors.join(' ') },
          { shouldFocus: true },
        ),
      ),
    [setError],
  );
}

/**
 * A plain (react-hook-form) form that saves to the server — `useServerForm`'s counterpart for the screens
 * without antd: no reload under unsaved input, DRF field errors under their fields, the rest in `messages`
 * for a FormAlert. Give `onSubmit` to the <form>, `saving` to its button.
 */
export function usePlainServerForm<Values extends FieldValues, Result>(
  form: UseFormReturn<Values>,
  { fields, labels, save, onSaved }: PlainServerFormOptions<Values, Result>,
) {
  useUnsavedChanges(form.formState.isDirty);
  const errors = useServerErrors(useFieldErrorSetter(form), fields, { labels });
  const onSubmit = form.handleSubmit(async (values) => {
    errors.clear();
    let result: Result;
    try {
      result = await save(values);
    } catch (error) {
      errors.show(error);
      return;
    }
    form.reset(values); // saved: no longer dirty
    onSaved?.(result, values);
  });
  return { onSubmit, saving: form.formState.isSubmitting, messages: errors.messages };
}
