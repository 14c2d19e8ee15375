import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { noContent, stubApi, type ApiCall } from './auth-support';

// /performers/{id}/about-project against a fake server: the project's facts above its requirements; each part of
// the requirements is added, changed or removed through its own call, controls wait while a change is on its
// way, and failures are said. The flow header over the page's tabs keeps one title and marks the tab's step.

beforeAll(loadRouteModules);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const PROJECT = {
  id: 2,
  company: 9,
  author: 1,
  title: 'Соцсети и контент для сети пекарен',
  description: '',
  budget: 'LESS_15M',
  start_date: null,
  deadline: null,
  status: 'matching',
  requirements: 4,
  requirements_version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const category = { id: 1, name: 'Маркетинг' };
const SERVICES = [
  { id: 7, name: 'SMM', description: '', category },
  { id: 8, name: 'Контент-маркетинг', description: '', category },
];
const rangesOf = (service: number) => [
  { id: service * 10 + 1, service, name: 'до 100 тыс. ₽', min_price: 0, max_price: 100_000 },
  {
    id: service * 10 + 2,
    service,
    name: '100 – 300 тыс. ₽',
    min_price: 100_000,
    max_price: 300_000,
  },
];
const INDUSTRIES = [
  { id: 3, name: 'Ритейл' },
  { id: 4, name: 'Общепит' },
];
const LANGUAGES = [
  { id: 1, name: 'Русский', code: 'ru' },
  { id: 2, name: 'Английский', code: 'en' },
];
const COUNTRIES = [{ id: 1, name: 'Россия', code: 'RU' }];
const CITIES = [{ id: 5, name: 'Казань', country: 1 }];

/** The requirements' rows as the server keeps them: each call changes them as the real one does. */
function fakeServer(
  options: { failIndustry?: boolean; hold?: Promise<void>; project?: Record<string, unknown> } = {},
) {
  let next = 100;
  const state = {
    services: [{ id: 50, service: 7, range: 71 }],
    industries: [{ id: 60, industry: 3 }],
    languages: [] as { id: number; language: number }[],
    locations: [] as { id: number; country: number; city: number | null }[],
    minStaff: null as number | null,
  };
  const view = () => ({
    id: 4,
    project: 2,
    comment: '',
    min_staff: state.minStaff,
    requirements_version: 1,
    services: state.services.map((row) => ({
      id: row.id,
      service: SERVICES.find((item) => item.id === row.service),
      service_range: rangesOf(row.service).find((item) => item.id === row.range),
    })),
    industries: state.industries.map((row) => ({
      id: row.id,
      industry: INDUSTRIES.find((item) => item.id === row.industry),
    })),
    languages: state.languages.map((row) => ({
      id: row.id,
      language: LANGUAGES.find((item) => item.id === row.language),
    })),
    locations: state.locations.map((row) => ({
      id: row.id,
      country: COUNTRIES[0],
      city: CITIES.find((item) => item.id === row.city) ?? null,
    })),
    exclusions: [],
    inclusions: [],
    whitelist: [],
  });
  const body = <T,>(call: ApiCall) => call.body as T;
  const idOf = (call: ApiCall) => Number(call.path.split('/').at(-2));
  const api = stubApi({
    'GET /project/api/v1/projects/2/': () => jsonResponse(options.project ?? PROJECT),
    'GET /project/api/v1/projects/2/requirements/': () => jsonResponse(view()),
    'GET /service/api/v1/services/': () => jsonResponse(page(SERVICES)),
    'GET /recruitment/api/v1/service-ranges/': (call) =>
      jsonResponse(page(rangesOf(Number(call.query.get('service'))))),
    'GET /industry/api/v1/industries/': () => jsonResponse(page(INDUSTRIES)),
    'GET /location/api/v1/languages/': () => jsonResponse(page(LANGUAGES)),
    'GET /location/api/v1/countries/': () => jsonResponse(page(COUNTRIES)),
    'GET /location/api/v1/cities/by-country/1/': () => jsonResponse(CITIES),
    'POST /recruitment/api/v1/requirements-service/': (call) => {
      const { service, service_range } = body<{ service: number; service_range: number }>(call);
      state.services.push({ id: next++, service, range: service_range });
      return jsonResponse({}, 201);
    },
    'PATCH /recruitment/api/v1/requirements-service/50/': (call) => {
      state.services[0]!.range = body<{ service_range: number }>(call).service_range;
      return jsonResponse({});
    },
    'DELETE /recruitment/api/v1/requirements-service/50/': () => {
      state.services = state.services.filter((row) => row.id !== 50);
      return noContent();
    },
    'POST /recruitment/api/v1/requirements-industry/': async (call) => {
      await options.hold;
      // A failure without a body: the toast says what failed.
      if (options.failIndustry) return new Response('', { status: 503 });
      state.industries.push({ id: next++, industry: body<{ industry: number }>(call).industry });
      return jsonResponse({}, 201);
    },
    'DELETE /recruitment/api/v1/requirements-industry/60/': (call) => {
      state.industries = state.industries.filter((row) => row.id !== idOf(call));
      return noContent();
    },
    'POST /recruitment/api/v1/requirements-language/': (call) => {
      state.languages.push({ id: next++, language: body<{ language: number }>(call).language });
      return jsonResponse({}, 201);
    },
    'POST /location/api/v1/location-requirements/': (call) => {
      const { country, city } = body<{ country: number; city: number | null }>(call);
      state.locations.push({ id: next++, country, city });
      return jsonResponse({}, 201);
    },
    'POST /recruitment/api/v1/requirements-staff/': (call) => {
      state.minStaff = body<{ min_staff: number | null }>(call).min_staff;
      return jsonResponse({ id: 4, project: 2, comment: '', min_staff: state.minStaff });
    },
  });
  return { api, state };
}

// A part of the editor is a plain panel under its heading, without a role of its own.
const section = (title: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- the panel has no role to query
  screen.getByRole('heading', { level: 2, name: title }).closest('.plain-panel') as HTMLElement;

describe('/performers/{id}/about-project', () => {
  it('changes a service’s band, removes it and adds another with its band, each its own call', async () => {
    visitAs('client');
    const { api } = fakeServer();
    await renderApp('/performers/2/about-project');
    const band = await screen.findByRole('combobox', { name: 'Стоимость: SMM' });
    await within(band).findByRole('option', { name: '100 – 300 тыс. ₽' });
    fireEvent.change(band, { target: { value: '72' } });
    await waitFor(() =>
      expect(api.callsTo('/recruitment/api/v1/requirements-service/50/')[0]?.body).toEqual({
        service_range: 72,
      }),
    );

    fireEvent.change(screen.getByLabelText('Добавить услугу'), { target: { value: '8' } });
    const newBand = await screen.findByRole('combobox', { name: 'Стоимость: Контент-маркетинг' });
    await waitFor(() => expect(newBand).toHaveFocus());
    await within(newBand).findByRole('option', { name: 'до 100 тыс. ₽' });
    fireEvent.change(newBand, { target: { value: '81' } });
    await waitFor(() =>
      expect(api.callsTo('/recruitment/api/v1/requirements-service/')[0]?.body).toEqual({
        requirement: 4,
        service: 8,
        service_range: 81,
      }),
    );
    const services = within(section('Услуги и бюджет на них'));
    expect(await services.findByText('Контент-маркетинг')).toBeTruthy();
    await waitFor(() => expect(services.queryByText(/Выберите бюджет/)).toBeNull());

    fireEvent.click(services.getByRole('button', { name: 'Убрать услугу «SMM»' }));
    const rows = within(services.getByRole('list', { name: 'Услуги проекта' }));
    await waitFor(() => expect(rows.queryByText('SMM')).toBeNull());
    expect(api.callsTo('/recruitment/api/v1/requirements-service/50/').at(-1)?.method).toBe(
      'DELETE',
    );
    // The focus moves once the removal is settled, which may be after the list was read again.
    await waitFor(() => expect(screen.getByLabelText('Добавить услугу')).toHaveFocus());
  });

  it('adds and removes industries and languages; controls wait while a change is on its way', async () => {
    visitAs('client');
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { api } = fakeServer({ hold });
    await renderApp('/performers/2/about-project');
    const industries = within(await screen.findByRole('list', { name: 'Выбранные отрасли' }));
    expect(industries.getByText('Ритейл')).toBeTruthy();
    const addIndustry = screen.getByLabelText<HTMLSelectElement>('Добавить отрасль');
    await within(addIndustry).findByRole('option', { name: 'Общепит' });
    // A chosen industry is not offered again.
    expect(within(addIndustry).queryByRole('option', { name: 'Ритейл' })).toBeNull();
    fireEvent.change(addIndustry, { target: { value: '4' } });
    await waitFor(() => expect(addIndustry.getAttribute('aria-disabled')).toBe('true'));
    const remove = industries.getByRole('button', { name: 'Убрать отрасль «Ритейл»' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove); // ignored while the addition is on its way
    release();
    expect(await industries.findByText('Общепит')).toBeTruthy();
    expect(api.callsTo('/recruitment/api/v1/requirements-industry/')[0]?.body).toEqual({
      requirement: 4,
      industry: 4,
    });
    expect(api.callsTo('/recruitment/api/v1/requirements-industry/60/')).toHaveLength(0);
    await waitFor(() => expect(addIndustry.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(industries.getByRole('button', { name: 'Убрать отрасль «Ритейл»' }));
    await waitFor(() => expect(industries.queryByText('Ритейл')).toBeNull());
    expect(api.callsTo('/recruitment/api/v1/requirements-industry/60/')[0]?.method).toBe('DELETE');

    const addLanguage = screen.getByLabelText('Добавить язык');
    await within(addLanguage).findByRole('option', { name: 'Английский' });
    fireEvent.change(addLanguage, { target: { value: '2' } });
    const languages = await screen.findByRole('list', { name: 'Выбранные языки' });
    expect(within(languages).getByText('Английский')).toBeTruthy();
    expect(api.callsTo('/recruitment/api/v1/requirements-language/')[0]?.body).toEqual({
      requirement: 4,
      language: 2,
    });
  });

  it('adds a city and a whole country as places', async () => {
    visitAs('client');
    const { api } = fakeServer();
    await renderApp('/performers/2/about-project');
    const places = within(
      await screen
        .findByRole('heading', { level: 2, name: 'Где работает агентство' })
        // eslint-disable-next-line testing-library/no-node-access -- the panel has no role to query
        .then((heading) => heading.closest('.plain-panel') as HTMLElement),
    );
    const add = places.getByRole('button', { name: 'Добавить место' });
    expect(add).toHaveProperty('disabled', true);
    const country = places.getByLabelText('Страна');
    await within(country).findByRole('option', { name: 'Россия' });
    fireEvent.change(country, { target: { value: '1' } });
    const city = places.getByLabelText('Город');
    await within(city).findByRole('option', { name: 'Казань' });
    fireEvent.change(city, { target: { value: '5' } });
    fireEvent.click(add);
    expect(await places.findByText('Казань, Россия')).toBeTruthy();
    fireEvent.click(places.getByRole('button', { name: 'Добавить место' }));
    expect(await places.findByText('Россия, вся страна')).toBeTruthy();
    expect(api.callsTo('/location/api/v1/location-requirements/').map((call) => call.body)).toEqual(
      [
        { requirement: 4, country: 1, city: 5 },
        { requirement: 4, country: 1, city: null },
      ],
    );
    // Both are on the list: the same place is not offered again.
    expect(places.getByRole('button', { name: 'Добавить место' })).toHaveProperty('disabled', true);
  });

  it('checks the team size before it saves it, and an empty field saves «any»', async () => {
    visitAs('client');
    const { api, state } = fakeServer();
    state.minStaff = 10;
    await renderApp('/performers/2/about-project');
    const staff = await screen.findByLabelText<HTMLInputElement>('Минимальный размер команды');
    expect(staff.value).toBe('10');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(staff, { target: { value: '0' } });
    fireEvent.click(save);
    expect(await screen.findByText('Целое число от 1 до 100 000')).toBeTruthy();
    expect(staff.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/recruitment/api/v1/requirements-staff/')).toHaveLength(0);
    fireEvent.change(staff, { target: { value: '' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(api.callsTo('/recruitment/api/v1/requirements-staff/')[0]?.body).toEqual({
        requirement: 4,
        min_staff: null,
      }),
    );
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(staff.value).toBe('');
  });

  it('says so when a change fails', async () => {
    visitAs('client');
    fakeServer({ failIndustry: true });
    await renderApp('/performers/2/about-project');
    const addIndustry = await screen.findByLabelText('Добавить отрасль');
    await within(addIndustry).findByRole('option', { name: 'Общепит' });
    fireEvent.change(addIndustry, { target: { value: '4' } });
    expect(await screen.findByText('Не удалось добавить отрасль')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Выбранные отрасли' })).queryByText('Общепит'),
    ).toBeNull();
  });

  it('holds the editor’s place while the requirements load', async () => {
    visitAs('client');
    stubApi({
      'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
      'GET /project/api/v1/projects/2/requirements/': () => new Promise<Response>(() => {}),
    });
    await renderApp('/performers/2/about-project');
    const placeholder = await screen.findByRole('status', { name: 'Загрузка требований' });
    // eslint-disable-next-line testing-library/no-node-access -- the placeholder's panels are drawn, not named
    expect(placeholder.querySelectorAll('.plain-panel')).toHaveLength(5);
  });

  it('offers to try again when the requirements cannot be loaded', async () => {
    visitAs('client');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
      'GET /project/api/v1/projects/2/requirements/': () =>
        jsonResponse({ detail: 'Ошибка сервера.' }, 500),
    });
    await renderApp('/performers/2/about-project');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить требования')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('/performers/{id} as one place', () => {
  const currentStep = () =>
    within(screen.getByRole('list', { name: 'Этапы создания проекта' }))
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step')
      .map((item) => item.textContent);

  it('«О проекте» shows the title, description, dates and budget above the requirements', async () => {
    visitAs('client');
    fakeServer({
      project: {
        ...PROJECT,
        description: 'Ведём соцсети пекарен\nи снимаем контент.',
        start_date: '2027-03-01',
        deadline: '2027-06-30',
      },
    });
    await renderApp('/performers/2/about-project');
    await screen.findByRole('heading', { level: 2, name: 'Проект' });
    const facts = within(section('Проект'));
    const value = (term: string) =>
      facts.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Название')).toBe('Соцсети и контент для сети пекарен');
    expect(value('Описание')).toBe('Ведём соцсети пекарен\nи снимаем контент.');
    expect(value('Сроки')).toBe('1 мар 2027 — 30 июн 2027');
    expect(value('Бюджет')).toBe('менее 15 млн руб');
    expect(
      facts.getByRole('link', { name: 'Изменить описание, сроки и бюджет' }).getAttribute('href'),
    ).toBe('/dashboard/project/2/description');
    // Its requirements below, from the requirements API.
    expect(await within(section('Услуги и бюджет на них')).findByText('SMM')).toBeTruthy();
    expect(within(section('Опыт в отраслях')).getByText('Ритейл')).toBeTruthy();
  });

  it('keeps one header title across the tabs and marks each tab’s step', async () => {
    visitAs('client');
    fakeServer();
    await renderApp('/performers/2/about-project');
    // Each tab is a route of its own: its tabs are drawn anew, so they are looked up each time.
    const tabs = () => within(screen.getByRole('navigation', { name: 'Подбор исполнителей' }));
    await screen.findByRole('navigation', { name: 'Подбор исполнителей' });
    const title = 'Проверьте список подрядчиков';
    expect(screen.getByText(title)).toBeTruthy();
    expect(currentStep()).toEqual(['1Заполнение проекта']);

    const expected = [
      ['Подбор', '2Подбор исполнителей'],
      ['Избранное', '2Подбор исполнителей'],
      ['Приглашения', '3Отправка приглашений'],
      ['О проекте', '1Заполнение проекта'],
    ] as const;
    for (const [tab, step] of expected) {
      fireEvent.click(await tabs().findByRole('link', { name: tab }));
      await waitFor(() => expect(currentStep(), tab).toEqual([step]));
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.queryByText(/Предпросмотр/)).toBeNull();
    }
  });
});
