import type { z } from 'zod';
import { plural, SECONDS_AFTER_FORMS } from '../../contract/plural';

/** An answer in DRF's error shape: `{"detail"}` or `{"field": ["…"]}`. Thrown by handlers and hooks. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const MESSAGES = {
  notFound: 'Не найдено.',
  invalidPage: 'Неверная страница.',
  notAuthenticated: 'Учётные данные не переданы: войдите в систему.',
  permissionDenied: 'У вас недостаточно прав для выполнения данного действия.',
  methodNotAllowed: (method: string) => `Метод «${method}» не разрешён.`,
  unsupportedMediaType: (type: string) => `Неподдерживаемый тип данных "${type}" в запросе.`,
  malformedJson: 'Неверный JSON в теле запроса.',
  notAnObject: 'Недопустимые данные. Ожидался объект.',
  tooLarge: 'Слишком большой запрос.',
  throttled: (seconds: number) =>
    `Запрос был проигнорирован. Ожидается доступность через ${plural(seconds, SECONDS_AFTER_FORMS)}.`,
  serverError: 'Ошибка сервера. Мы уже разбираемся.',
} as const;

export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, { detail });
export const permissionDenied = () => new HttpError(403, { detail: MESSAGES.permissionDenied });
/** 429 with `Retry-After`: come back in `seconds` (at least one). */
export const throttled = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, { detail: MESSAGES.throttled(wait) }, { 'retry-after': String(wait) });
};

export type FieldErrors = Record<string, string[]>;

export const addError = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

/**
 * Zod issues → DRF field errors: `{"field": ["…"]}`; nested paths join with dots; issues about the whole
 * object (or a body that is not an object) go to `non_field_errors`.
 */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // No prototype: a body field named `valueOf` or `constructor` must not find Object's methods here.
  const errors = Object.create(null) as FieldErrors;
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) addError(errors, base ? `${base}.${key}` : key, issue.message);
    } else if (!base && issue.code === 'invalid_type') {
      addError(errors, 'non_field_errors', MESSAGES.notAnObject);
    } else {
      addError(errors, base || 'non_field_errors', issue.message);
    }
  }
  return errors;
}

export const validationError = (errors: FieldErrors) => new HttpError(400, errors);

/** A 400 with `errors` when there is any. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
