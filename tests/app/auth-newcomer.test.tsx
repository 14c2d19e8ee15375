import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setSession } from '../../src/lib/session';
import { queryClient } from '../../src/lib/react-query';
import { clientUser } from '../fixtures/users';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { fakeJwt, meOf, noContent, stubApi } from './auth-support';

// A newcomer's first steps: the activation link (new, used, broken), the email filled in, logging in before
// activating (and the mail sent again), the device cookie's login call, the company's first save.

beforeAll(() =>
  Promise.all([
    loadRouteModules(),
    import('../../src/features/profile/components/ClientCompanyForm'), // loads on «Изменить»
  ]),
);
beforeEach(() => visitAs('guest'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const EMAIL = 'new.client@podryad.example';
// Each test its own token: the page activates a link once in its life (a module-level memo).
const link = (token: string) =>
  `/auth/login?uid=MTI&token=${token}&email=${encodeURIComponent(EMAIL)}`;
const INACTIVE = {
  detail: 'Аккаунт ещё не активирован. Откройте ссылку из письма или запросите письмо ещё раз.',
  code: 'user_inactive',
};

const emailInput = () => screen.getByLabelText<HTMLInputElement>('Электронная почта');

describe('the activation link', () => {
  it('activates, fills the email in, puts the cursor in the password and leaves the address', async () => {
    stubApi({ 'POST /auth/api/v1/users/activation/': noContent });
    const { router } = await renderApp(link('fresh-1'));
    expect(await screen.findByText('Аккаунт активирован, войдите')).toBeTruthy();
    expect(emailInput().value).toBe(EMAIL);
    expect(screen.getByLabelText('Пароль')).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('used already: says the account is active and offers the login, without «register again»', async () => {
    stubApi({
      'POST /auth/api/v1/users/activation/': () =>
        jsonResponse(
          {
            detail: 'Аккаунт уже активирован: войдите с вашим email и паролем.',
            code: 'already_active',
          },
          403,
        ),
    });
    await renderApp(link('used-2'));
    expect(await screen.findByText('Аккаунт уже активирован')).toBeTruthy();
    expect(screen.getByText(/Войдите с вашим email и паролем/)).toBeTruthy();
    expect(screen.queryByText('Не удалось активировать аккаунт')).toBeNull();
    expect(screen.queryByText(/зарегистрируйтесь/i)).toBeNull();
    expect(emailInput().value).toBe(EMAIL);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it('broken or outdated: the reason and a button that sends a new mail to the link’s address', async () => {
    const api = stubApi({
      'POST /auth/api/v1/users/activation/': () =>
        jsonResponse({ token: ['Неверный токен для данного пользователя.'] }, 400),
      'POST /auth/api/v1/users/resend_activation/': noContent,
    });
    await renderApp(link('broken-3'));
    expect(await screen.findByText('Не удалось активировать аккаунт')).toBeTruthy();
    expect(screen.getByText(/Ссылка могла устареть: запросите новое письмо\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByText(/Письмо со ссылкой отправлено на/)).toBeTruthy();
    expect(api.callsTo('/auth/api/v1/users/resend_activation/').map((c) => c.body)).toEqual([
      { email: EMAIL },
    ]);
  });

  it('an old link without the email: the form stays empty', async () => {
    stubApi({ 'POST /auth/api/v1/users/activation/': noContent });
    await renderApp('/auth/login?uid=MTI&token=old-4');
    expect(await screen.findByText('Аккаунт активирован, войдите')).toBeTruthy();
    expect(emailInput().value).toBe('');
  });
});

function submitLogin(email: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'tender-lamp-4821' } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('logging in before activating', () => {
  it('says so and sends the activation mail again to the address typed', async () => {
    const api = stubApi({
      'POST /auth/api/v1/jwt/create/': () => jsonResponse(INACTIVE, 401),
      'POST /auth/api/v1/users/resend_activation/': noContent,
    });
    const { router } = await renderApp('/auth/login');
    submitLogin(EMAIL);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText(INACTIVE.detail);
    expect(api.callsTo('/auth/api/v1/users/resend_activation/')).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByText('Письмо отправлено')).toBeTruthy(); // the toast
    // The toast and the alert's own line are two renders: wait for the line too.
    expect((await screen.findByText(/Письмо со ссылкой отправлено на/)).textContent).toContain(
      EMAIL,
    );
    expect(api.callsTo('/auth/api/v1/users/resend_activation/').map((c) => c.body)).toEqual([
      { email: EMAIL },
    ]);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('a wrong password says only that (no resend offered)', async () => {
    stubApi({
      'POST /auth/api/v1/jwt/create/': () =>
        jsonResponse({ detail: 'Неверная почта или пароль' }, 401),
    });
    await renderApp('/auth/login');
    submitLogin(EMAIL);
    expect(await screen.findByText('Неверная почта или пароль')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить письмо ещё раз' })).toBeNull();
  });

  it('the login call sends the browser’s cookies (its device cookie) with it', async () => {
    const api = stubApi({
      'POST /auth/api/v1/jwt/create/': () => jsonResponse({ access: fakeJwt(300), refresh: 'r' }),
      'GET /auth/api/v1/users/me/': () => jsonResponse(meOf('client')),
    });
    const { router } = await renderApp('/auth/login');
    submitLogin(EMAIL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('/auth/api/v1/jwt/create/')[0]?.credentials).toBe('include');
    // other calls keep fetch's default
    expect(api.callsTo('/auth/api/v1/users/me/')[0]?.credentials).toBeNull();
  });
});

describe('the client’s company: the toast says what happened', () => {
  const company = {
    id: 5,
    name: 'ООО «Вектор»',
    inn: '7707083893',
    website: null,
    description: '',
    city: null,
    industry: null,
    size: null,
    created_at: '2026-01-10T10:00:00Z',
  };
  beforeEach(() => setSession({ user: clientUser, token: { access: fakeJwt(300), refresh: 'r' } }));

  it('the first save creates the company: «Компания создана»', async () => {
    const api = stubApi({
      'GET /accounts/api/v1/company-accounts/get_company_by_user/': () =>
        jsonResponse({ id: null, company: null }),
      'POST /accounts/api/v1/company-accounts/': () => jsonResponse({ id: 9, company }, 201),
    });
    await renderApp('/dashboard/profile/company');
    fireEvent.change(await screen.findByLabelText('Название компании'), {
      target: { value: company.name },
    });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: company.inn } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать компанию' }));
    expect(await screen.findByText('Компания создана')).toBeTruthy();
    expect(screen.getByText('Компания ООО «Вектор» добавлена в ваш профиль')).toBeTruthy();
    expect(screen.queryByText('Данные компании обновлены')).toBeNull();
    expect(api.callsTo('/accounts/api/v1/company-accounts/')).toHaveLength(1);
    // The page now shows the company it created, to change later.
    expect(await screen.findByRole('button', { name: 'Изменить' })).toBeTruthy();
    expect(screen.getByText('ООО «Вектор»')).toBeTruthy();
  });

  it('a later save updates it: «Данные компании обновлены»', async () => {
    stubApi({
      'GET /accounts/api/v1/company-accounts/get_company_by_user/': () =>
        jsonResponse({ id: 9, company }),
      'PATCH /accounts/api/v1/company-accounts/9/': () =>
        jsonResponse({ id: 9, company: { ...company, name: 'Вектор' } }),
    });
    await renderApp('/dashboard/profile/company');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    fireEvent.change(await screen.findByLabelText('Название компании'), {
      target: { value: 'Вектор' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные компании обновлены')).toBeTruthy();
    expect(screen.queryByText('Компания создана')).toBeNull();
    expect(await screen.findByText('Вектор')).toBeTruthy(); // back in the view, with the new name
  });

  it('a taken ИНН shows under the field', async () => {
    stubApi({
      'GET /accounts/api/v1/company-accounts/get_company_by_user/': () =>
        jsonResponse({ id: null, company: null }),
      'POST /accounts/api/v1/company-accounts/': () =>
        jsonResponse({ 'company.inn': ['Компания с таким ИНН уже существует.'] }, 400),
    });
    await renderApp('/dashboard/profile/company');
    fireEvent.change(await screen.findByLabelText('Название компании'), {
      target: { value: company.name },
    });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: company.inn } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать компанию' }));
    expect(await screen.findByText('Компания с таким ИНН уже существует.')).toBeTruthy();
    expect(screen.queryByText('Компания создана')).toBeNull();
  });
});
