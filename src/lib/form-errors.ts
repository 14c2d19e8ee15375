import { ApiError } from './api-error';
import { planLimitOf } from './plan-limit';
import { errorFallbacks } from './toast';

// DRF's 400 answers as a form shows them: `{"field": ["…"]}` under its field, the rest above the form.

export type FieldError = { name: string; errors: string[] };
export type FormErrors = { fields: FieldError[]; messages: string[] };

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];

/** `{"company": {"inn": ["…"]}}` and `{"company.inn": ["…"]}` both become `company.inn`. */
function flatten(data: Record<string, unknown>, prefix = ''): Array<[string, string[]]> {
  return Object.entries(data).flatMap(([key, value]): Array<[string, string[]]> => {
    const name = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return flatten(value as Record<string, unknown>, `${name}.`);
    const texts = textsOf(value);
    return texts.length > 0 ? [[name, texts]] : [];
  });
}

/** `services.0.service_range` is labelled by its most specific known prefix (`services`). */
const labelOf = (key: string, labels: Record<string, string>) => {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const label = labels[parts.slice(0, length).join('.')];
    if (label) return label;
  }
  return key;
};

/**
 * Splits an error into the messages of the form's own `fields` (a server key `${prefix}${field}` goes
 * under `field`) and the messages for the whole form: `detail`, `non_field_errors`, fields the form does
 * not have (as `key: message`), or a fallback when the error carries nothing readable (network down).
 */
export function formErrors(
  error: unknown,
  fields: readonly string[],
  { prefix = '', labels = {} }: { prefix?: string; labels?: Record<string, string> } = {},
): FormErrors {
  const result: FormErrors = { fields: [], messages: [] };
  // A reached plan limit is its detail alone (its `limit` and `upgrade` are for the link, not the text).
  const planLimit = planLimitOf(error);
  if (planLimit) return { fields: [], messages: [planLimit.detail] };
  const data = error instanceof ApiError ? error.data : null;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, texts] of flatten(data as Record<string, unknown>)) {
      const field = key.startsWith(prefix) ? key.slice(prefix.length) : key;
      if (fields.includes(field)) result.fields.push({ name: field, errors: texts });
      else if (key === 'code') continue;
      else if (key === 'detail' || key === 'non_field_errors') result.messages.push(...texts);
      else result.messages.push(`${labelOf(key, labels)}: ${texts.join(', ')}`);
    }
  } else if (typeof data === 'string' && data.length > 0 && data.length < 300) {
    result.messages.push(data);
  }
  if (result.fields.length === 0 && result.messages.length === 0)
    result.messages.push(errorFallbacks.generic);
  return result;
}
