import { useCallback, useState } from 'react';
import { formErrors, type FieldError } from '../lib/form-errors';
import { planLimitOf, type PlanUpgrade } from '../lib/plan-limit';

type Options = { prefix?: string; labels?: Record<string, string> };

/**
 * Shows a failed submit on a form: field errors go to `showFieldErrors` (the form puts them under their
 * fields), the rest in `messages` for a FormAlert. `fields` are the form's field names as the server spells
 * them (after `prefix`). Works for antd and plain forms alike: each passes its own way to set field errors.
 * A reached plan limit also gives `upgrade`, the plan that lifts it, for the FormAlert's «Сменить тариф».
 */
export function useServerErrors(
  showFieldErrors: (errors: FieldError[]) => void,
  fields: readonly string[],
  options: Options = {},
) {
  const [messages, setMessages] = useState<string[]>([]);
  const [upgrade, setUpgrade] = useState<PlanUpgrade | null>(null);
  const { prefix, labels } = options;
  const show = useCallback(
    (error: unknown) => {
      const found = formErrors(error, fields, { prefix, labels });
      showFieldErrors(found.fields);
      setMessages(found.messages);
      setUpgrade(planLimitOf(error)?.upgrade ?? null);
    },
    [showFieldErrors, fields, prefix, labels],
  );
  const clear = useCallback(() => {
    setMessages([]);
    setUpgrade(null);
  }, []);
  return { messages, upgrade, show, clear };
}
