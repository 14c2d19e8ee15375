import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import type { FieldError } from '../lib/form-errors';
import type { PlanUpgrade } from '../lib/plan-limit';
import { showToast } from '../lib/toast';
import { useDirtyForm } from './use-dirty-form';
import { useServerErrors } from './use-server-errors';

type SavedToast = { title: string; description: string };

export type ServerFormOptions<Values, Result> = {
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
  /** Empties the form after a save (a password change, an invitation). */
  resetOnSave?: boolean;
  onSaved?: (result: Result, values: Values) => void;
};

/** What a form needs from `useServerForm`. */
export type ServerForm<Values> = {
  formProps: {
    form: FormInstance<Values>;
    onValuesChange: () => void;
    onFinish: (values: Values) => Promise<void>;
  };
  saving: boolean;
  /** The server's messages for the whole form (a FormAlert shows them). */
  messages: string[];
  /** The plan that lifts a reached limit, for the FormAlert's link. */
  upgrade: PlanUpgrade | null;
};

/**
 * An antd form that saves to the server: dirty from the first edit until saved (no reload under unsaved
 * input), DRF field errors under their fields and the rest for a FormAlert, a toast on success. Spread
 * `formProps` on the Form (form, onValuesChange, onFinish), show `messages` in a FormAlert and `saving` on
 * the submit button.
 */
export function useServerForm<Values, Result>(
  form: FormInstance<Values>,
  {
    fields,
    prefix,
    labels,
    save,
    savedToast,
    resetOnSave = false,
    onSaved,
  }: ServerFormOptions<Values, Result>,
): ServerForm<Values> {
  const dirty = useDirtyForm();
  const showFieldErrors = useCallback(
    (found: FieldError[]) =>
      (form as FormInstance).setFields(found.map(({ name, errors }) => ({ name, errors }))),
    [form],
  );
  const errors = useServerErrors(showFieldErrors, fields, { prefix, labels });
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    errors.clear();
    setSaving(true);
    let result: Result;
    try {
      result = await save(values);
    } catch (error) {
      errors.show(error);
      return;
    } finally {
      setSaving(false);
    }
    dirty.markSaved();
    if (resetOnSave) form.resetFields();
    if (savedToast)
      showToast({
        ...(typeof savedToast === 'function' ? savedToast(result) : savedToast),
        color: 'green',
      });
    onSaved?.(result, values);
  };

  return {
    formProps: { form, onValuesChange: dirty.onValuesChange, onFinish: submit },
    saving,
    messages: errors.messages,
    upgrade: errors.upgrade,
  };
}
