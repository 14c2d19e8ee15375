import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import type { FieldError } from '../lib/form-errors';
import type { PlanUpgrade } from '../lib/plan-limit';
import { useDirtyForm } from './use-dirty-form';
import { useServerSubmit, type ServerSaveOptions } from './use-server-submit';

export type ServerFormOptions<Values, Result> = ServerSaveOptions<Values, Result> & {
  /** Empties the form after a save (a password change, an invitation). */
  resetOnSave?: boolean;
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
 * An antd form that saves to the server (`useServerSubmit` on antd's form): dirty from the first edit until
 * saved (no reload under unsaved input), DRF field errors under their fields and the rest for a FormAlert, a
 * toast on success. Spread `formProps` on the Form (form, onValuesChange, onFinish), show `messages` in a
 * FormAlert and `saving` on the submit button.
 */
export function useServerForm<Values, Result>(
  form: FormInstance<Values>,
  { resetOnSave = false, save, ...options }: ServerFormOptions<Values, Result>,
): ServerForm<Values> {
  const dirty = useDirtyForm();
  const showFieldErrors = useCallback(
    (found: FieldError[]) =>
      (form as FormInstance).setFields(found.map(({ name, errors }) => ({ name, errors }))),
    [form],
  );
  const [saving, setSaving] = useState(false);
  const { submit, messages, upgrade } = useServerSubmit(
    showFieldErrors,
    {
      ...options,
      save: async (values: Values) => {
        setSaving(true);
        try {
          return await save(values);
        } finally {
          setSaving(false);
        }
      },
    },
    () => {
      dirty.markSaved();
      if (resetOnSave) form.resetFields();
    },
  );

  return {
    formProps: { form, onValuesChange: dirty.onValuesChange, onFinish: submit },
    saving,
    messages,
    upgrade,
  };
}
