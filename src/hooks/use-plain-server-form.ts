import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useUnsavedChanges } from '../lib/pwa/unsaved-changes';
import type { FieldError } from '../lib/form-errors';
import { useServerSubmit, type ServerSaveOptions } from './use-server-submit';

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
 * A plain (react-hook-form) form that saves to the server (`useServerSubmit` on react-hook-form, as
 * `useServerForm` on antd's): no reload under unsaved input, DRF field errors under their fields, the rest in
 * `messages` for a FormAlert. Give `onSubmit` to the <form>, `saving` to its button.
 */
export function usePlainServerForm<Values extends FieldValues, Result>(
  form: UseFormReturn<Values>,
  options: ServerSaveOptions<Values, Result>,
) {
  useUnsavedChanges(form.formState.isDirty);
  const { submit, messages, upgrade } = useServerSubmit(
    useFieldErrorSetter(form),
    options,
    (values) => form.reset(values), // saved: no longer dirty
  );
  return {
    onSubmit: form.handleSubmit(submit),
    saving: form.formState.isSubmitting,
    messages,
    upgrade,
  };
}
