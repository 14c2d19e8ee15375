import { ApiError } from './api-error';

// Toast notices ({id, title, description, color}) and the error toast.
export const TOAST_TIMEOUT_MS = 5000;
export const ERROR_TOAST_TITLE = 'Ошибка';

/** Fallback descriptions, shown when an error carries no data. */
export const errorFallbacks = {
  accountLoad: 'Произошла ошибка загрузки аккаунта',
  profileLoad: 'Не удалось загрузить профиль агентства',
  userLoad: 'Произошла ошибка получения пользователя',
  accountTypes: 'Ошибка получения типа',
  generic: 'Не удалось выполнить запрос. Проверьте соединение и попробуйте ещё раз.',
} as const;

export type ToastColor = 'red' | 'green' | 'blue' | 'orange';
export type ToastNotice = { id: string; title: string; description: string; color: ToastColor };
type ToastPresenter = (notice: ToastNotice) => void;

let presenter: ToastPresenter | null = null;
let wake: (() => void) | null = null;
const pending: ToastNotice[] = [];
let lastId = 0;

/** Called when a notice waits for a presenter: the host then loads the Toaster (it is not on the first screen). */
export function setToastWaker(next: (() => void) | null): void {
  wake = next;
  if (next && pending.length > 0) next();
}

/** The mounted Toaster registers how to show a notice; notices raised before it mounts wait for it. */
export function setToastPresenter(next: ToastPresenter | null): void {
  presenter = next;
  if (next) pending.splice(0).forEach(next);
}

/** Forgets the notices still waiting for a presenter (a test's leftovers must not show in the next). */
export function discardPendingToasts(): void {
  pending.length = 0;
}

export function showToast(notice: Omit<ToastNotice, 'id'>): ToastNotice {
  lastId += 1;
  const shown = { id: `toast-${lastId}`, ...notice };
  if (presenter) presenter(shown);
  else {
    pending.push(shown);
    wake?.();
  }
  return shown;
}

const messagesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value))
    return value.flatMap((item) => (typeof item === 'string' ? [item] : []));
  return [];
};

/**
 * The description of an error toast: DRF `{"detail": "…"}` → its text; `{"field": ["m1", "m2"]}` → one line per
 * field, `field: m1, m2`; nested serializer errors → `parent.field: …`. No usable data → the fallback.
 */
export function formatErrorDescription(data: unknown, fallback: string): string {
  const lines = (value: unknown, prefix: string): string[] => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    return Object.entries(value as Record<string, unknown>).flatMap(([field, messages]) => {
      const name = prefix ? `${prefix}.${field}` : field;
      if (!prefix && field === 'detail' && typeof messages === 'string') return [messages];
      if (!prefix && field === 'code') return []; // machine code beside `detail`
      const texts = messagesOf(messages);
      // non_field_errors concern the whole form: its messages read better without the technical key.
      if (texts.length > 0)
        return [field === 'non_field_errors' ? texts.join(', ') : `${name}: ${texts.join(', ')}`];
      return lines(messages, name);
    });
  };
  const result = lines(data, '');
  return result.length > 0 ? result.join('\n') : fallback;
}

export function showErrorToast(
  error: unknown,
  fallback: string = errorFallbacks.generic,
): ToastNotice {
  const data = error instanceof ApiError ? error.data : undefined;
  return showToast({
    title: ERROR_TOAST_TITLE,
    description: formatErrorDescription(data, fallback),
    color: 'red',
  });
}
