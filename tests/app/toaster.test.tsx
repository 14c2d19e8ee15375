import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '../../src/app/provider';
import { ApiError } from '../../src/lib/api-error';
import { queryClient } from '../../src/lib/react-query';
import { errorFallbacks, showErrorToast } from '../../src/lib/toast';

afterEach(() => queryClient.clear());

describe('error toasts', () => {
  it('appear through the provider: «Ошибка», one line per field', async () => {
    render(<AppProvider>страница</AppProvider>);
    showErrorToast(
      new ApiError(400, {
        email: ['Обязательное поле.'],
        phone: ['Неверный номер.', 'Слишком длинный.'],
      }),
    );
    expect(await screen.findByText('Ошибка')).toBeTruthy();
    expect(
      screen.getByText('email: Обязательное поле. phone: Неверный номер., Слишком длинный.', {
        normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeTruthy();
    // It closes by itself after 5 s, with no timer bar (react-toastify's reads «notification timer» aloud,
    // in English), and a button closes it sooner.
    // eslint-disable-next-line testing-library/no-node-access -- react-toastify's bar is drawn, not named
    expect(document.querySelector('.Toastify__progress-bar')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });

  it('a failed query shows its fallback unless it asked for silence', async () => {
    render(<AppProvider>страница</AppProvider>);
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    await queryClient
      .fetchQuery({ queryKey: ['quiet'], queryFn: failing, meta: { silentError: true } })
      .catch(() => {});
    await queryClient
      .fetchQuery({
        queryKey: ['loud'],
        queryFn: failing,
        meta: { errorMessage: errorFallbacks.accountLoad },
      })
      .catch(() => {});
    expect(await screen.findByText('Произошла ошибка загрузки аккаунта')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Ошибка')).toHaveLength(1));
  });
});
