import { useCallback, useState } from 'react';
import { formErrors, type FieldError } from '../lib/form-errors';

type Options = { prefix?: string; labels?: Record<string, string> };

/**
 * Shows a failed submit on a form: field errors go to `showFieldErrors` (the form puts them under their
 * fields), the rest in `messages` for a FormAlert. `fields` are the form's field names as the server spells
 * them (after `prefix`). Works for antd and plain forms alike: each passes its own way to set field errors.
 */
export function useServerErrors(
  showFieldErrors: (errors: FieldError[]) => void,
  fields: readonly string[],
  options: Options = {},
) {
  const [messages, setMessages] = useState<string[]>([]);
  const { prefix, labels } = options;
  const show = useCallback(
    (error: unknown) => {
      const found = formErrors(error, fields, { prefix, labels });
      showFieldErrors(found.fields);
      setMessages(found.messages);
    },
    [showFieldErrors, fields, prefix, labels],
  );
  const clear = useCallback(() => setMessages([]), []);
  return { messages, show, clear };
}
