import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Colleague } from '../../contract/colleagues';
import type { Company } from '../../contract/company';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { meOf, noContent, stubApi } from './auth-support';

// «Коллеги» on the client's profile: the owner sees the company's people and invites, re-sends, withdraws
// and removes; a colleague sees the same list read-only, with the rule that says who may change it.

// The invitation form is a lazy chunk inside the section: loaded ahead too, so no wait in a test is on it.
beforeAll(() =>
  Promise.all([
    loadRouteModules(),
    import('../../src/features/colleagues/components/InviteColleagueForm'),
  ]),
);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const ME = '/auth/api/v1/users/me/';
const MY_COMPANY = '/accounts/api/v1/company-accounts/get_company_by_user/';
const COLLEAGUES = '/accounts/api/v1/company-accounts-colleagues/';
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const hlebnyDom: Company = {
  id: 4,
  name: 'Хлебный дом',
  inn: '7704123450',
  website: null,
  description: '',
  city: null,
  industry: null,
  size: null,
  created_at: '2026-01-10T10:00:00Z',
};

const person = (over: Partial<Colleague>): Colleague => ({
  id: 9,
  user: 7,
  email: 'client@podryad.example',
  first_name: 'Ольга',
  last_name: 'Миронова',
  position: 'Директор по маркетингу',
  is_owner: true,
  is_active: true,
  created_at: '2026-01-10T10:00:00Z',
  invitation_status: 'accepted',
  invitation_expires_at: null,
  ...over,
});
const owner = person({});
const olga = person({
  id: 10,
  user: 8,
  email: 'olga@podryad.example',
  last_name: 'Соколова',
  position: 'Руководитель закупок',
  is_owner: false,
});
const pending = person({
  id: 11,
  user: 12,
  email: 'new.buyer@podryad.example',
  first_name: '',
  last_name: '',
  position: '',
  is_owner: false,
  is_active: false,
  invitation_status: 'pending',
  invitation_expires_at: '2026-11-20T10:00:00.000Z',
});

/** The profile's API as user `me` (7 is the owner, 8 the colleague) sees it; `people` changes as the test goes. */
function profileApi(me: number, people: { list: Colleague[] }, extra = {}) {
  return stubApi({
    [`GET ${ME}`]: () => jsonResponse({ ...meOf('client'), id: me }),
    [`GET ${MY_COMPANY}`]: () => jsonResponse({ id: 9, company: hlebnyDom }),
    [`GET ${COLLEAGUES}`]: () => jsonResponse(page(people.list)),
    ...extra,
  });
}

const section = () => screen.findByRole('region', { name: 'Коллеги' });
const rows = async () =>
  within(within(await section()).getByRole('list', { name: 'Люди компании' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('«Коллеги» as the owner', () => {
  it('lists the owner first, the colleague and the invitation with its expiry, and the count', async () => {
    visitAs('client');
    profileApi(7, { list: [owner, olga, pending] });
    await renderApp('/dashboard/profile');
    const card = await section();
    await within(card).findByText('2 человека в компании, 1 приглашение ждёт ответа');
    const [first, second, third] = await rows();
    expect(first).toContain('Ольга Миронова');
    expect(first).toContain('Владелец');
    expect(second).toContain('Ольга Соколова');
    expect(second).toContain('Руководитель закупок · olga@podryad.example');
    expect(second).toContain('Активен');
    expect(third).toContain('new.buyer@podryad.example');
    expect(third).toContain('Ожидает');
    expect(third).toContain('приглашение действует до 20 ноября 2026');
    // The owner's own row has no actions; the others' rows do.
    expect(within(card).queryByRole('button', { name: /client@podryad\.example/ })).toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Убрать из компании: olga@podryad.example' }),
    ).toBeTruthy();
    expect(within(card).queryByText(/может только владелец/)).toBeNull();
  });

  it('invites a colleague by mail; a server refusal shows under the address', async () => {
    visitAs('client');
    const people = { list: [owner] };
    const api = profileApi(7, people, {
      [`POST ${COLLEAGUES}`]: (call: { body: unknown }) => {
        const body = call.body as { email: string };
        if (body.email === 'agency@podryad.example')
          return jsonResponse(
            {
              email: [
                'Этот адрес уже зарегистрирован на Подряде. Пригласить можно только адрес, у которого ещё нет учётной записи.',
              ],
            },
            400,
          );
        const created = person({ ...pending, email: body.email, first_name: 'Пётр' });
        people.list = [owner, created];
        return jsonResponse(created, 201);
      },
    });
    await renderApp('/dashboard/profile');
    const card = await section();
    await within(card).findByText('1 человек в компании');
    fireEvent.click(within(card).getByRole('button', { name: 'Пригласить коллегу' }));

    const email = await within(card).findByLabelText('Электронная почта');
    fireEvent.change(email, { target: { value: 'agency@podryad.example' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить приглашение' }));
    await within(card).findByText(/Этот адрес уже зарегистрирован на Подряде/);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'buyer@hleb.example' } });
    fireEvent.change(within(card).getByLabelText('Имя (необязательно)'), {
      target: { value: ' Пётр ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить приглашение' }));
    await within(card).findByText('1 человек в компании, 1 приглашение ждёт ответа');
    expect(
      api
        .callsTo(COLLEAGUES)
        .filter((c) => c.method === 'POST')
        .at(-1)!.body,
    ).toEqual({
      email: 'buyer@hleb.example',
      first_name: 'Пётр',
    });
    // The form folds back into its button once the invitation went.
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Отправить приглашение' })).toBeNull(),
    );
  });

  it('a bad address is caught before any request', async () => {
    visitAs('client');
    const api = profileApi(7, { list: [owner] });
    await renderApp('/dashboard/profile');
    const card = await section();
    fireEvent.click(await within(card).findByRole('button', { name: 'Пригласить коллегу' }));
    fireEvent.change(await within(card).findByLabelText('Электронная почта'), {
      target: { value: 'не адрес' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить приглашение' }));
    await within(card).findByText('Введите правильный адрес электронной почты');
    expect(api.callsTo(COLLEAGUES).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('re-sends and withdraws an invitation, and removes a colleague after asking', async () => {
    visitAs('client');
    const people = { list: [owner, olga, pending] };
    const api = profileApi(7, people, {
      [`POST ${COLLEAGUES}11/resend-invitation/`]: () => jsonResponse(pending),
      [`DELETE ${COLLEAGUES}11/invitation/`]: () => {
        people.list = [owner, olga];
        return noContent();
      },
      [`DELETE ${COLLEAGUES}10/`]: () => {
        people.list = [owner];
        return noContent();
      },
    });
    await renderApp('/dashboard/profile');
    const card = await section();
    fireEvent.click(
      await within(card).findByRole('button', {
        name: 'Отправить повторно: new.buyer@podryad.example',
      }),
    );
    await waitFor(() => expect(api.callsTo(`${COLLEAGUES}11/resend-invitation/`)).toHaveLength(1));

    fireEvent.click(
      within(card).getByRole('button', { name: 'Отозвать приглашение: new.buyer@podryad.example' }),
    );
    const question = within(card).getByRole('group', { name: 'Отозвать приглашение?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Отозвать' }));
    await within(card).findByText('2 человека в компании');

    fireEvent.click(
      within(card).getByRole('button', { name: 'Убрать из компании: olga@podryad.example' }),
    );
    const remove = within(card).getByRole('group', { name: 'Убрать коллегу из компании?' });
    expect(remove.textContent).toContain('Ольга Соколова больше не увидит проекты компании');
    fireEvent.click(within(remove).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo(`${COLLEAGUES}10/`)).toEqual([]);
    fireEvent.click(
      within(card).getByRole('button', { name: 'Убрать из компании: olga@podryad.example' }),
    );
    fireEvent.click(
      within(within(card).getByRole('group', { name: 'Убрать коллегу из компании?' })).getByRole(
        'button',
        { name: 'Убрать' },
      ),
    );
    await within(card).findByText('1 человек в компании');
    expect(api.callsTo(`${COLLEAGUES}10/`).map((c) => c.method)).toEqual(['DELETE']);
  });
});

describe('«Коллеги» as a colleague', () => {
  it('shows the same list read-only, with the rule that says who may change it', async () => {
    visitAs('client');
    profileApi(8, { list: [owner, olga, pending] });
    await renderApp('/dashboard/profile');
    const card = await section();
    await within(card).findByText('Приглашать и удалять коллег может только владелец компании.');
    expect((await rows()).length).toBe(3);
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it('is not shown to a client without a company', async () => {
    visitAs('client');
    stubApi({
      [`GET ${ME}`]: () => jsonResponse(meOf('client')),
      [`GET ${MY_COMPANY}`]: () => jsonResponse({ id: null, company: null }),
    });
    await renderApp('/dashboard/profile');
    await screen.findByText('Ещё не добавлена');
    expect(screen.queryByRole('region', { name: 'Коллеги' })).toBeNull();
  });
});
