import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import {
  errorFallbacks,
  formatErrorDescription,
  setToastPresenter,
  setToastWaker,
  showErrorToast,
  showToast,
  TOAST_TIMEOUT_MS,
  type ToastNotice,
} from '../../src/lib/toast';

const fallback = 'Что-то пошло не так';

describe('formatErrorDescription', () => {
  it('lists each field as "field: messages joined by comma", one per line', () => {
    const data = {
      email: ['Введите правильный адрес.', 'Уже занят.'],
      password: ['Слишком короткий.'],
    };
    expect(formatErrorDescription(data, fallback)).toBe(
      'email: Введите правильный адрес., Уже занят.\npassword: Слишком короткий.',
    );
  });

  it('shows detail as its text and drops the machine code beside it', () => {
    expect(
      formatErrorDescription({ detail: 'Страница не найдена.', code: 'not_found' }, fallback),
    ).toBe('Страница не найдена.');
  });

  it('shows non_field_errors without the technical key', () => {
    const data = {
      non_field_errors: ['Неверный логин или пароль.'],
      email: ['Обязательное поле.'],
    };
    expect(formatErrorDescription(data, fallback)).toBe(
      'Неверный логин или пароль.\nemail: Обязательное поле.',
    );
  });

  it('names nested fields by their path and accepts a single string', () => {
    const data = { requirements: { budget: ['Выберите бюджет.'] }, city: 'Неизвестный город.' };
    expect(formatErrorDescription(data, fallback)).toBe(
      'requirements.budget: Выберите бюджет.\ncity: Неизвестный город.',
    );
  });

  it('falls back when the error carries no usable data', () => {
    for (const data of [undefined, null, '<html>502</html>', [], {}, { field: [] }, 42]) {
      expect(formatErrorDescription(data, fallback)).toBe(fallback);
    }
  });
});

describe('toasts', () => {
  it('has the spec fallbacks and a 5 s timeout', () => {
    expect(errorFallbacks.accountLoad).toBe('Произошла ошибка загрузки аккаунта');
    expect(errorFallbacks.userLoad).toBe('Произошла ошибка получения пользователя');
    expect(errorFallbacks.accountTypes).toBe('Ошибка получения типа');
    expect(TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('queues notices until a presenter mounts, waking the host', () => {
    const wake = vi.fn();
    setToastWaker(wake);
    const first = showToast({ title: 'Готово', description: 'Сохранено', color: 'green' });
    expect(wake).toHaveBeenCalledTimes(1);

    const shown: ToastNotice[] = [];
    setToastPresenter((notice) => shown.push(notice));
    expect(shown).toEqual([first]);

    showToast({ title: 'Ещё', description: '', color: 'blue' });
    expect(shown).toHaveLength(2);
    expect(new Set(shown.map((notice) => notice.id)).size).toBe(2);
    setToastPresenter(null);
    setToastWaker(null);
  });

  it('an error toast is red, titled «Ошибка», described from the API error data', () => {
    const shown: ToastNotice[] = [];
    setToastPresenter((notice) => shown.push(notice));
    showErrorToast(new ApiError(400, { name: ['Обязательное поле.'] }), errorFallbacks.accountLoad);
    showErrorToast(new TypeError('Failed to fetch'), errorFallbacks.userLoad);
    expect(shown.map(({ title, description, color }) => ({ title, description, color }))).toEqual([
      { title: 'Ошибка', description: 'name: Обязательное поле.', color: 'red' },
      { title: 'Ошибка', description: 'Произошла ошибка получения пользователя', color: 'red' },
    ]);
    setToastPresenter(null);
  });
});
