import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { formErrors } from '../lib/form-errors';

type Options = { prefix?: string; labels?: Record<string, string> };

/**
 * Shows a failed submit on an antd form: field errors under their fields, the rest in `messages` for a
 * FormAlert. `fields` are the form's field names as the server spells them (after `prefix`).
 */
export function useServerErrors(
  form: FormInstance,
  fields: readonly string[],
  options: Options = {},
) {
  const [messages, setMessages] = useState<string[]>([]);
  const { prefix, labels } = options;
  const show = useCallback(
    (error: unknown) => {
      const found = formErrors(error, fields, { prefix, labels });
      form.setFields(found.fields.map(({ name, errors }) => ({ name, errors })));
      setMessages(found.messages);
    },
    [form, fields, prefix, labels],
  );
  const clear = useCallback(() => setMessages([]), []);
  return { messages, show, clear };
}
