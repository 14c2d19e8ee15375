import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Company } from '../../contract/company';
import { queryClient } from '../../src/lib/react-query';
import {
  EditableSection,
  type EditorProps,
} from '../../src/features/profile/components/EditableSection';
import { employeeUser } from '../fixtures/users';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';

// The four profile screens show their data as plain HTML; «Изменить» loads the form in place, «Отмена» and
// a save return to the view. Who may not edit sees the view with the rule that says so.

beforeAll(() =>
  Promise.all([
    loadRouteModules(),
    // The forms load on «Изменить»: their code (antd) is imported ahead, as the routes' code is.
    import('../../src/features/profile/components/AgencyForm'),
    import('../../src/features/profile/components/ClientCompanyForm'),
    import('../../src/features/profile/components/PersonNamesForm'),
  ]),
);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const MY_AGENCY = '/accounts/api/v1/contractor-accounts/get_contractor_by_user/';
const MY_COMPANY = '/accounts/api/v1/company-accounts/get_company_by_user/';
const ME = '/auth/api/v1/users/me/';
const KAZAN = { id: 7, name: 'Казань', country: 1 };
const roleOf = (name: 'manager' | 'specialist') =>
  name === 'manager'
    ? { id: 2, name, title: 'Менеджер проектов' }
    : { id: 3, name, title: 'Специалист' };

/** The employee fixture (user 3) is in the agency «Северный ветер» as `role`. */
const myAgency = (role: 'manager' | 'specialist') => ({
  id: 30,
  type_account: 3,
  role: roleOf(role),
  contractor: {
    id: 5,
    name: 'Северный ветер',
    inn: '7707083893',
    website: 'https://north-wind.example',
    description: 'Бренды и упаковка.\nДля ритейла.',
    founded_year: 2012,
    staff_count: 24,
    city: KAZAN.id,
    is_published: false,
    created_at: '2026-01-01T00:00:00.000Z',
  },
});

/** The facts of a card as label → text. */
const factsOf = (section: HTMLElement) =>
  Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const section = (name: string) => screen.findByRole('region', { name });

describe('/panel/company-profile', () => {
  it('a specialist sees the data read-only, with names for references, the rule and no «Изменить»', async () => {
    visitAs('employee');
    stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency('specialist')),
      'GET /location/api/v1/cities/7/': () => jsonResponse(KAZAN),
    });
    await renderApp('/panel/company-profile');
    const card = await section('Основные данные');
    expect(
      await within(card).findByText('Изменять профиль агентства может руководитель или менеджер.'),
    ).toBeTruthy();
    await within(card).findByText('Казань');
    expect(factsOf(card)).toEqual({
      'Название агентства': 'Северный ветер',
      ИНН: '7707083893',
      Город: 'Казань',
      'Штат, человек': '24',
      'Год основания': '2012',
      Сайт: 'north-wind.example',
      'Об агентстве': 'Бренды и упаковка.\nДля ритейла.',
      'В каталоге': 'Скрыто из каталога',
    });
    expect(
      within(card).getByRole('link', { name: 'north-wind.example' }).getAttribute('href'),
    ).toBe('https://north-wind.example');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('a manager opens the form, the catalogue switch is the leader’s; «Отмена» returns unchanged', async () => {
    visitAs('employee');
    const api = stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency('manager')),
      'GET /location/api/v1/cities/7/': () => jsonResponse(KAZAN),
    });
    await renderApp('/panel/company-profile');
    const card = await section('Основные данные');
    fireEvent.click(await within(card).findByRole('button', { name: 'Изменить' }));
    const name = await within(card).findByLabelText<HTMLInputElement>('Название агентства');
    expect(name.value).toBe('Северный ветер');
    expect(name).toHaveFocus(); // the cursor is in the first field
    expect(within(card).getByRole<HTMLButtonElement>('switch').disabled).toBe(true);
    expect(
      within(card).getByText(
        'Публиковать агентство в каталоге и снимать его с публикации может только руководитель.',
      ),
    ).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Другое имя' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Отмена' }));
    const edit = await within(card).findByRole('button', { name: 'Изменить' });
    expect(edit).toHaveFocus(); // the focus is back where it was
    expect(factsOf(card)['Название агентства']).toBe('Северный ветер');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('the leader saves: the toast, and the view shows what the server saved', async () => {
    visitAs('executor');
    const account = myAgency('manager');
    const api = stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(account),
      'GET /location/api/v1/cities/7/': () => jsonResponse(KAZAN),
      'PATCH /accounts/api/v1/contractor-accounts/30/': (call) =>
        jsonResponse({
          ...account,
          contractor: {
            ...account.contractor,
            ...(call.body as { contractor: object }).contractor,
          },
        }),
    });
    await renderApp('/panel/company-profile');
    const card = await section('Основные данные');
    fireEvent.click(await within(card).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(await within(card).findByLabelText('Название агентства'), {
      target: { value: 'Северный ветер и партнёры' },
    });
    const published = within(card).getByRole<HTMLButtonElement>('switch');
    expect(published.disabled).toBe(false);
    fireEvent.click(published);
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Профиль агентства обновлён')).toBeTruthy();
    await within(card).findByRole('button', { name: 'Изменить' });
    expect(factsOf(card)).toMatchObject({
      'Название агентства': 'Северный ветер и партнёры',
      'В каталоге': 'Показывается заказчикам',
    });
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      contractor: { name: 'Северный ветер и партнёры', is_published: true },
    });
  });
});

describe('«О вас» in the profile', () => {
  const me = {
    id: employeeUser.id,
    email: 'employee1@podryad.example',
    type_account: 2,
    accountTypes: employeeUser.accountTypes,
    first_name: 'Мария',
    last_name: 'Ковалёва',
    position: '',
  };

  it('/panel/profile: the login, the name read-only, then changed in place', async () => {
    visitAs('employee');
    const api = stubApi({
      [`GET ${ME}`]: () => jsonResponse(me),
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency('specialist')),
      [`PATCH ${ME}`]: (call) => jsonResponse({ ...me, ...(call.body as object) }),
    });
    await renderApp('/panel/profile');
    const login = await section('Вход');
    expect(await within(login).findByText('employee1@podryad.example')).toBeTruthy();
    expect(await screen.findByText('Специалист')).toBeTruthy(); // the role in the agency card
    const card = await section('О вас');
    await within(card).findByText('Мария');
    expect(factsOf(card)).toEqual({ Имя: 'Мария', Фамилия: 'Ковалёва', Должность: '—' });

    fireEvent.click(within(card).getByRole('button', { name: 'Изменить' }));
    const position = await within(card).findByLabelText<HTMLInputElement>('Должность');
    expect(within(card).getByLabelText<HTMLInputElement>('Имя').value).toBe('Мария');
    fireEvent.change(position, { target: { value: '  Арт-директор ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Имя и должность обновлены')).toBeTruthy();
    await within(card).findByRole('button', { name: 'Изменить' });
    expect(factsOf(card)['Должность']).toBe('Арт-директор');
    expect(api.callsTo(ME).find((call) => call.method === 'PATCH')?.body).toEqual({
      first_name: 'Мария',
      last_name: 'Ковалёва',
      position: 'Арт-директор',
    });
  });

  it('/dashboard/profile: the client’s name, its login and its company in brief', async () => {
    visitAs('client');
    stubApi({
      [`GET ${ME}`]: () =>
        jsonResponse({ ...me, email: 'client@podryad.example', first_name: 'Ольга' }),
      [`GET ${MY_COMPANY}`]: () => jsonResponse({ id: 9, company: hlebnyDom }),
    });
    await renderApp('/dashboard/profile');
    const person = await section('О вас');
    await within(person).findByText('Ольга');
    expect(within(person).getByRole('button', { name: 'Изменить' })).toBeTruthy();
    await screen.findByText('Хлебный дом');
    expect(factsOf(await section('Компания'))).toEqual({
      Название: 'Хлебный дом',
      ИНН: '7704123450',
      Сайт: 'hlebny-dom.example',
      Размер: '101–250 сотрудников',
    });
    expect(screen.getByRole('link', { name: 'Данные компании' })).toBeTruthy();
  });
});

const hlebnyDom: Company = {
  id: 4,
  name: 'Хлебный дом',
  inn: '7704123450',
  website: 'https://hlebny-dom.example',
  description: 'Сеть пекарен-кафе.',
  city: 1,
  industry: 3,
  size: 'medium',
  created_at: '2026-01-10T10:00:00Z',
};

describe('/dashboard/profile/company', () => {
  it('shows the company with the city’s and the industry’s names, not their ids', async () => {
    visitAs('client');
    stubApi({
      [`GET ${MY_COMPANY}`]: () => jsonResponse({ id: 9, company: hlebnyDom }),
      'GET /location/api/v1/cities/1/': () => jsonResponse({ id: 1, name: 'Москва', country: 1 }),
      'GET /industry/api/v1/industries/': () =>
        jsonResponse({
          count: 2,
          next: null,
          previous: null,
          results: [
            { id: 2, name: 'Финансы' },
            { id: 3, name: 'Ритейл' },
          ],
        }),
    });
    await renderApp('/dashboard/profile/company');
    const card = await section('Основные данные');
    await within(card).findByText('Москва');
    await within(card).findByText('Ритейл');
    expect(factsOf(card)).toEqual({
      'Название компании': 'Хлебный дом',
      ИНН: '7704123450',
      Сайт: 'hlebny-dom.example',
      Город: 'Москва',
      Отрасль: 'Ритейл',
      'Размер компании': '101–250 сотрудников',
      'О компании': 'Сеть пекарен-кафе.',
    });
  });

  it('a client without a company is taken straight to the form, with nothing to cancel', async () => {
    visitAs('client');
    stubApi({ [`GET ${MY_COMPANY}`]: () => jsonResponse({ id: null, company: null }) });
    await renderApp('/dashboard/profile/company');
    const card = await section('Основные данные');
    expect(await within(card).findByLabelText('Название компании')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Создать компанию' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Отмена' })).toBeNull();
    expect(document.body).toHaveFocus(); // opened by the page, not by the user
  });
});

describe('EditableSection', () => {
  type Props = { value: string };
  type Form = ComponentType<Props & EditorProps>;
  const Editor: Form = ({ value, onCancel, onDone }) => (
    <form aria-label="Редактор">
      <input aria-label="Значение" defaultValue={value} />
      <button type="button" onClick={onDone}>
        Готово
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          Отмена
        </button>
      )}
    </form>
  );
  const chunkError = () =>
    new TypeError('Failed to fetch dynamically imported module: /assets/Editor-x1.js');

  it('holds the form’s height while its code loads, then shows the form', async () => {
    let finish: (form: Form) => void = () => {};
    const loadForm = () => new Promise<Form>((resolve) => (finish = resolve));
    render(
      <EditableSection<Props>
        title="Данные"
        facts={[{ label: 'Значение', value: 'один' }]}
        loadForm={loadForm}
        formProps={{ value: 'один' }}
        formHeight={{ narrow: 300, wide: 200 }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const placeholder = screen.getByRole('status', { name: 'Загрузка формы' });
    expect(placeholder.style.getPropertyValue('--form-height-narrow')).toBe('300px');
    expect(placeholder.style.getPropertyValue('--form-height-wide')).toBe('200px');
    finish(Editor);
    expect(await screen.findByRole('form', { name: 'Редактор' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Загрузка формы' })).toBeNull();
    expect(screen.getByLabelText('Значение')).toHaveFocus();
  });

  it('code that does not load: a note with «Повторить», which loads it again', async () => {
    const loadForm = vi
      .fn<() => Promise<Form>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Editor);
    // Offline: no newer build can be found, so nothing reloads the page.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(
      <EditableSection<Props>
        title="Данные"
        facts={[{ label: 'Значение', value: 'один' }]}
        loadForm={loadForm}
        formProps={{ value: 'один' }}
        formHeight={{ narrow: 300, wide: 200 }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить форму')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('form', { name: 'Редактор' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить' })).toHaveFocus());
  });
});
