import type { FieldError } from '../lib/form-errors';
import { showToast } from '../lib/toast';
import { useServerErrors } from './use-server-errors';

type SavedToast = { title: string; description: string };

/** How a form saves to the server: the same for an antd and a plain form. */
export type ServerSaveOptions<Values, Result> = {
  /** The form's field names as the server spells them (after `prefix`): their errors go under them. */
  fields: readonly string[];
  /** The server nests the form's fields under this key (`company.` → `company.inn`). */
  prefix?: string;
  /** How the form names the server's other fields in its alert. */
  labels?: Record<string, string>;
  /** Sends the values; rejects with the server's error, which the form then shows. */
  save: (values: Values) => Promise<Result>;
  /** The green toast after a save. */
  savedToast?: SavedToast | ((result: Result) => SavedToast);
  onSaved?: (result: Result, values: Values) => void;
};

/**
 * The submit of a form that saves to the server, the core of `useServerForm` (antd) and `usePlainServerForm`
 * (react-hook-form): the server's field errors go to `showFieldErrors` (each form puts them under its fields its
 * own way), the rest to `messages` for a FormAlert, with `upgrade` for a reached plan limit. After a save:
 * `markSaved` (the form's own clean state), the toast, `onSaved`.
 */
export function useServerSubmit<Values, Result>(
  showFieldErrors: (errors: FieldError[]) => void,
  { fields, prefix, labels, save, savedToast, onSaved }: ServerSaveOptions<Values, Result>,
  markSaved: (values: Values) => void,
) {
  const errors = useServerErrors(showFieldErrors, fields, { prefix, labels });
  const submit = async (values: Values) => {
    errors.clear();
    let result: Result;
    try {
      result = await save(values);
    } catch (error) {
      errors.show(error);
      return;
    }
    markSaved(values);
    if (savedToast)
      showToast({
        ...(typeof savedToast === 'function' ? savedToast(result) : savedToast),
        color: 'green',
      });
    onSaved?.(result, values);
  };
  return { submit, messages: errors.messages, upgrade: errors.upgrade };
}
