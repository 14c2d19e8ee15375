import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { noContent, stubApi, type ApiCall } from './auth-support';

// /panel/company-profile's lists: services, industries, places of work, languages, clients. A fake agency
// answers every list's endpoints from one state, as the server does; after each change the page reads the
// whole profile again (its completeness follows).

beforeAll(() =>
  Promise.all([
    loadRouteModules(),
    // The forms load on «Добавить …» / «Изменить»: their code (antd) is imported ahead, as the routes' code is.
    import('../../src/features/company-profile/components/ServiceForm'),
    import('../../src/features/company-profile/components/IndustryForm'),
    import('../../src/features/company-profile/components/LocationForm'),
    import('../../src/features/company-profile/components/LanguageForm'),
    import('../../src/features/company-profile/components/ClientForm'),
  ]),
);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const MY_AGENCY = '/accounts/api/v1/contractor-accounts/get_contractor_by_user/';
const PROFILE = '/contractor/api/contractors-lk/5/';
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const AGENCY = {
  id: 5,
  name: 'Северный ветер',
  inn: '7707083893',
  website: null,
  description: '',
  founded_year: null,
  staff_count: null,
  city: null,
  is_published: false,
  logo: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const accountOf = (role: 'manager' | 'specialist') => ({
  id: 30,
  type_account: 3,
  role:
    role === 'manager'
      ? { id: 2, name: role, title: 'Менеджер проектов' }
      : { id: 3, name: role, title: 'Специалист' },
  contractor: AGENCY,
});

// ---- the reference lists ------------------------------------------------------------------------------

const SERVICES = [
  { id: 1, name: 'Маркетинговая стратегия', category: { id: 1, name: 'Маркетинг и реклама' } },
  { id: 2, name: 'SMM', category: { id: 2, name: 'Digital' } },
  { id: 3, name: 'Брендинг', category: { id: 3, name: 'Дизайн' } },
].map((service) => ({ ...service, description: '' }));
const RANGES = [
  { id: 11, service: 1, name: 'до 300 тыс. ₽', min_price: 0, max_price: 300_000 },
  { id: 12, service: 1, name: 'от 300 тыс. ₽', min_price: 300_000, max_price: null },
  { id: 21, service: 2, name: 'до 100 тыс. ₽', min_price: 0, max_price: 100_000 },
  { id: 22, service: 2, name: 'от 100 тыс. ₽', min_price: 100_000, max_price: null },
  { id: 31, service: 3, name: 'до 1 млн ₽', min_price: 0, max_price: 1_000_000 },
];
const INDUSTRIES = [
  { id: 1, name: 'Ритейл' },
  { id: 2, name: 'Финансы' },
  { id: 3, name: 'HoReCa' },
];
const COUNTRIES = [
  { id: 1, name: 'Россия', code: 'RU' },
  { id: 2, name: 'Казахстан', code: 'KZ' },
];
const CITIES = [
  { id: 7, name: 'Казань', country: 1 },
  { id: 8, name: 'Москва', country: 1 },
  { id: 20, name: 'Алматы', country: 2 },
];
const LANGUAGES = [
  { id: 1, name: 'Русский', code: 'ru' },
  { id: 2, name: 'Английский', code: 'en' },
  { id: 3, name: 'Казахский', code: 'kk' },
];
const BRANDS = [
  { id: 1, name: 'Сбер', website: '', logo: null, cooperate_now: false },
  { id: 2, name: 'Яндекс', website: '', logo: null, cooperate_now: false },
];

const byId = <T extends { id: number }>(list: T[], id: unknown) => list.find((x) => x.id === id)!;

// ---- a fake agency: each part's rows kept as the bodies that made them --------------------------------

type Body = Record<string, unknown>;
type Part = 'services' | 'industries' | 'locations' | 'languages' | 'client_histories';

/** How the server answers a row made from `body`. */
const ROW: Record<Part, (id: number, body: Body) => object> = {
  services: (id, body) => {
    const { service, ...range } = byId(RANGES, body.service_range);
    return {
      id,
      contractor: 5,
      service: { id: service, name: byId(SERVICES, body.service).name },
      service_range: range,
      description: body.description ?? '',
      cases: [],
    };
  },
  industries: (id, body) => ({ id, contractor: 5, industry: byId(INDUSTRIES, body.industry) }),
  locations: (id, body) => ({
    id,
    contractor: 5,
    country: byId(COUNTRIES, body.country),
    city: body.city ? byId(CITIES, body.city) : null,
  }),
  languages: (id, body) => ({ id, contractor: 5, language: byId(LANGUAGES, body.language) }),
  client_histories: (id, body) => ({
    id,
    contractor: 5,
    brand: body.brand ? { id: body.brand, name: byId(BRANDS, body.brand).name, logo: null } : null,
    client_name: body.client_name ?? '',
    industry: body.industry ? byId(INDUSTRIES, body.industry) : null,
    year_from: body.year_from ?? null,
    year_to: body.year_to ?? null,
    text: body.text ?? '',
  }),
};

/** Where each part is created (`POST`) and changed or removed (`…/{id}/`). */
const ENDPOINT: Record<Part, string> = {
  services: '/service/api/v1/service-contractors/',
  industries: '/industry/api/v1/industry-contractor/',
  locations: '/location/api/v1/location-contractors/',
  languages: '/contractor/api/v1/contractor-languages/',
  client_histories: '/contractor/api/v1/contractor-client-histories/',
};

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The agency's API: its account (as `role` for an employee), its whole profile from `rows`, the reference
 * lists, and each part's create, change and remove. `refuse` answers a `METHOD path` with a 400 instead
 * (or `refuseStatus`).
 */
function fakeAgency({
  rows = {},
  refuse = {},
  refuseStatus = 400,
  role = 'manager',
}: {
  rows?: Partial<Record<Part, Array<[number, Body]>>>;
  refuse?: Record<string, object>;
  refuseStatus?: number;
  role?: 'manager' | 'specialist';
}) {
  const state = Object.fromEntries(
    (Object.keys(ROW) as Part[]).map((part) => [part, new Map(rows[part] ?? [])]),
  ) as Record<Part, Map<number, Body>>;
  let nextId = 100;
  const profile = () => ({
    ...AGENCY,
    profile_version: nextId,
    ...Object.fromEntries(
      (Object.keys(ROW) as Part[]).map((part) => [
        part,
        [...state[part]].map(([id, body]) => ROW[part](id, body)),
      ]),
    ),
    cases: [],
    completeness: { percent: 0, missing: [], next: null, can_publish: false, publish_blockers: [] },
  });

  const routes: Array<[RegExp, Handler]> = [
    [new RegExp(`^GET ${MY_AGENCY}$`), () => jsonResponse(accountOf(role))],
    [new RegExp(`^GET ${PROFILE}$`), () => jsonResponse(profile())],
    [/^GET \/service\/api\/v1\/services\/$/, () => jsonResponse(page(SERVICES))],
    [
      /^GET \/recruitment\/api\/v1\/service-ranges\/$/,
      (call) =>
        jsonResponse(page(RANGES.filter((r) => r.service === Number(call.query.get('service'))))),
    ],
    [/^GET \/industry\/api\/v1\/industries\/$/, () => jsonResponse(page(INDUSTRIES))],
    [/^GET \/location\/api\/v1\/countries\/$/, () => jsonResponse(page(COUNTRIES))],
    [
      /^GET \/location\/api\/v1\/cities\/by-country\/(\d+)\/$/,
      (call) => jsonResponse(CITIES.filter((city) => call.path.endsWith(`/${city.country}/`))),
    ],
    [/^GET \/location\/api\/v1\/languages\/$/, () => jsonResponse(page(LANGUAGES))],
    [
      /^GET \/case\/api\/v1\/brands\/$/,
      (call) =>
        jsonResponse(page(BRANDS.filter((b) => b.name.includes(call.query.get('search') ?? '')))),
    ],
  ];
  for (const part of Object.keys(ROW) as Part[]) {
    const base = ENDPOINT[part];
    const rowId = (call: ApiCall) => Number(call.path.slice(base.length).replace('/', ''));
    routes.push(
      [
        new RegExp(`^POST ${base}$`),
        (call) => {
          const id = nextId++;
          state[part].set(id, call.body as Body);
          return jsonResponse(ROW[part](id, call.body as Body), 201);
        },
      ],
      [
        new RegExp(`^PATCH ${base}\\d+/$`),
        (call) => {
          const id = rowId(call);
          const body = { ...state[part].get(id), ...(call.body as Body) };
          state[part].set(id, body);
          return jsonResponse(ROW[part](id, body));
        },
      ],
      [
        new RegExp(`^DELETE ${base}\\d+/$`),
        (call) => {
          state[part].delete(rowId(call));
          return noContent();
        },
      ],
    );
  }
  // stubApi looks a call up by `METHOD path`: this object answers with the first route that matches.
  const handlers = new Proxy<Record<string, Handler>>(
    {},
    {
      get: (_target, key) => {
        if (typeof key !== 'string') return undefined;
        if (key in refuse) return () => jsonResponse(refuse[key], refuseStatus);
        return routes.find(([pattern]) => pattern.test(key))?.[1];
      },
    },
  );
  const api = stubApi(handlers);
  return {
    ...api,
    /** How many times the page has read the whole profile. */
    profileReads: () => api.callsTo(PROFILE).length,
    sent: (method: string, path: string) =>
      api.calls.filter((call) => call.method === method && call.path === path).map((c) => c.body),
  };
}

// ---- the screen -----------------------------------------------------------------------------------------

const section = (name: string) => screen.findByRole('region', { name });

/* eslint-disable testing-library/no-node-access -- antd's select popup and form-item message, and a row's
   first line, have no role or name to query: these helpers read them by their markup. */
/** The rows of a section's list: each row's first line (its name). */
const rowsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((row) => (row.querySelector('p') ?? row).textContent);

/** Opens an antd select and picks the option titled `label`. */
async function choose(field: HTMLElement, label: string) {
  fireEvent.mouseDown(field);
  const option = await waitFor(() => {
    const found = screen
      .queryAllByTitle(label)
      .filter((el) => el.classList.contains('ant-select-item-option'));
    expect(found).not.toHaveLength(0);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

/** The options an antd select offers, once it has them. */
async function optionsOf(field: HTMLElement) {
  fireEvent.mouseDown(field);
  const popup = await waitFor(() => {
    const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '');
    const found = listbox?.closest('.ant-select-dropdown');
    expect(found?.querySelector('.ant-select-item-option')).toBeTruthy();
    return found!;
  });
  const titles = [...popup.querySelectorAll('.ant-select-item-option')].map((el) =>
    el.getAttribute('title'),
  );
  fireEvent.keyDown(field, { key: 'Escape' });
  return titles;
}

/** The error antd shows under the field labelled `label`. */
const errorUnder = (form: HTMLElement, label: string | RegExp) =>
  within(form)
    .getByLabelText(label)
    .closest('.ant-form-item')!
    .querySelector('.ant-form-item-explain')?.textContent;

/* eslint-enable testing-library/no-node-access */

async function openPage() {
  await renderApp('/panel/company-profile');
}

describe('«Услуги»', () => {
  it('the leader adds a service (those added are not offered), changes its price, removes it', async () => {
    visitAs('executor');
    const api = fakeAgency({
      rows: {
        services: [[1, { service: 1, service_range: 11, description: 'Стратегия на год.' }]],
      },
    });
    await openPage();
    const card = await section('Услуги');
    await within(card).findByText('Маркетинговая стратегия');
    expect(within(card).getByText('Проект: до 300 тыс. ₽')).toBeTruthy();
    expect(within(card).getByText('Стратегия на год.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить услугу' }));
    const form = await within(card).findByRole('form', { name: 'Новая услуга' });
    const service = within(form).getByLabelText('Услуга');
    await waitFor(() => expect(service).toHaveFocus());
    expect(await optionsOf(service)).toEqual(['SMM', 'Брендинг']);
    await choose(service, 'SMM');
    await choose(within(form).getByLabelText('Стоимость типичного проекта'), 'до 100 тыс. ₽');
    fireEvent.change(within(form).getByLabelText(/^Что вы делаете/), {
      target: { value: 'Ведём соцсети брендов.' },
    });
    const reads = api.profileReads();
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Услуга добавлена')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Маркетинговая стратегия', 'SMM']));
    expect(api.profileReads()).toBeGreaterThan(reads); // the completeness follows
    expect(api.sent('POST', ENDPOINT.services)).toEqual([
      { service: 2, service_range: 21, description: 'Ведём соцсети брендов.' },
    ]);
    expect(within(card).getByRole('button', { name: 'Добавить услугу' })).toHaveFocus();

    fireEvent.click(within(card).getByRole('button', { name: 'Изменить услугу „SMM“' }));
    const edit = await within(card).findByRole('form', { name: 'Услуга „SMM“' });
    expect(within(edit).queryByLabelText('Услуга')).toBeNull(); // the service itself stays
    await choose(within(edit).getByLabelText('Стоимость типичного проекта'), 'от 100 тыс. ₽');
    fireEvent.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Услуга изменена')).toBeTruthy();
    expect(await within(card).findByText('Проект: от 100 тыс. ₽')).toBeTruthy();
    expect(api.sent('PATCH', `${ENDPOINT.services}100/`)).toEqual([
      { service_range: 22, description: 'Ведём соцсети брендов.' },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить услугу „SMM“' }));
    const question = within(card).getByRole('group', { name: 'Удалить услугу „SMM“?' });
    expect(within(question).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(rowsOf(card)).toEqual(['Маркетинговая стратегия']));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${ENDPOINT.services}100/`,
    ]);
  });

  it('a service the server refuses: its message under «Услуга», the list unchanged', async () => {
    visitAs('executor');
    const api = fakeAgency({
      refuse: { [`POST ${ENDPOINT.services}`]: { service: [PROFILE_MESSAGES.serviceTaken] } },
    });
    await openPage();
    const card = await section('Услуги');
    expect(
      await within(card).findByText(
        'Добавьте услуги с ценами: заказчики ищут агентства по услугам и ценам.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить услугу' }));
    const form = await within(card).findByRole('form', { name: 'Новая услуга' });
    await choose(within(form).getByLabelText('Услуга'), 'Брендинг');
    await choose(within(form).getByLabelText('Стоимость типичного проекта'), 'до 1 млн ₽');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, 'Услуга')).toBe('Эта услуга уже есть в профиле агентства.'),
    );
    expect(rowsOf(card)).toEqual([]);
    expect(within(card).getByRole('form', { name: 'Новая услуга' })).toBe(form);
    expect(api.sent('POST', ENDPOINT.services)).toHaveLength(1);
  });

  it('past the plan’s limit: the server’s words and «Сменить тариф» to the plan that lifts it', async () => {
    visitAs('executor');
    const detail = 'В профиле уже 5 услуг — столько позволяет тариф. Больше — на тарифе «Бизнес».';
    const api = fakeAgency({
      refuse: {
        [`POST ${ENDPOINT.services}`]: {
          detail,
          code: 'plan_limit',
          limit: 'services',
          upgrade: { slug: 'business', name: 'Бизнес' },
        },
      },
      refuseStatus: 403,
    });
    await openPage();
    const card = await section('Услуги');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить услугу' }));
    const form = await within(card).findByRole('form', { name: 'Новая услуга' });
    await choose(within(form).getByLabelText('Услуга'), 'Брендинг');
    await choose(within(form).getByLabelText('Стоимость типичного проекта'), 'до 1 млн ₽');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText(detail)).toBeTruthy();
    // Only the words: the refusal's `limit` and `upgrade` are not listed as fields.
    expect(alert.textContent).toBe(`${detail}Сменить тариф`);
    const link = within(alert).getByRole('link', { name: 'Сменить тариф' });
    expect(link.getAttribute('href')).toBe('/panel/tariffs/business');
    expect(rowsOf(card)).toEqual([]);
    expect(api.sent('POST', ENDPOINT.services)).toHaveLength(1);
  });
});

describe('«Отрасли»', () => {
  it('the leader adds an industry (those added are not offered) and removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({ rows: { industries: [[1, { industry: 1 }]] } });
    await openPage();
    const card = await section('Отрасли');
    await within(card).findByText('Ритейл');

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить отрасль' }));
    const form = await within(card).findByRole('form', { name: 'Новая отрасль' });
    expect(await optionsOf(within(form).getByLabelText('Отрасль'))).toEqual(['Финансы', 'HoReCa']);
    await choose(within(form).getByLabelText('Отрасль'), 'HoReCa');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Отрасль добавлена')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Ритейл', 'HoReCa']));
    expect(api.sent('POST', ENDPOINT.industries)).toEqual([{ industry: 3 }]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить отрасль „Ритейл“' }));
    await waitFor(() => expect(rowsOf(card)).toEqual(['HoReCa']));
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `${ENDPOINT.industries}1/`,
    );
  });

  it('an industry the server refuses: its message under «Отрасль», the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      rows: { industries: [[1, { industry: 1 }]] },
      refuse: { [`POST ${ENDPOINT.industries}`]: { industry: [PROFILE_MESSAGES.industryTaken] } },
    });
    await openPage();
    const card = await section('Отрасли');
    await within(card).findByText('Ритейл');
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить отрасль' }));
    const form = await within(card).findByRole('form', { name: 'Новая отрасль' });
    await choose(within(form).getByLabelText('Отрасль'), 'Финансы');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, 'Отрасль')).toBe('Эта отрасль уже есть в профиле агентства.'),
    );
    expect(rowsOf(card)).toEqual(['Ритейл']);
  });
});

describe('«География»', () => {
  it('the leader adds a city of a country, changes a place, removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({ rows: { locations: [[1, { country: 1, city: 7 }]] } });
    await openPage();
    const card = await section('География');
    await within(card).findByText('Казань, Россия');

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить место работы' }));
    const form = await within(card).findByRole('form', { name: 'Новое место работы' });
    await choose(within(form).getByLabelText('Страна'), 'Казахстан');
    expect(await optionsOf(within(form).getByLabelText(/^Город/))).toEqual(['Алматы']);
    await choose(within(form).getByLabelText(/^Город/), 'Алматы');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Место работы добавлено')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Казань, Россия', 'Алматы, Казахстан']));
    expect(api.sent('POST', ENDPOINT.locations)).toEqual([{ country: 2, city: 20 }]);

    fireEvent.click(
      within(card).getByRole('button', { name: 'Изменить место работы „Казань, Россия“' }),
    );
    const edit = await within(card).findByRole('form', {
      name: 'Место работы „Казань, Россия“',
    });
    await choose(within(edit).getByLabelText(/^Город/), 'Москва');
    fireEvent.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Место работы изменено')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Москва, Россия', 'Алматы, Казахстан']));
    expect(api.sent('PATCH', `${ENDPOINT.locations}1/`)).toEqual([{ country: 1, city: 8 }]);

    fireEvent.click(
      within(card).getByRole('button', { name: 'Удалить место работы „Алматы, Казахстан“' }),
    );
    fireEvent.click(
      within(
        within(card).getByRole('group', { name: 'Удалить место работы „Алматы, Казахстан“?' }),
      ).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(rowsOf(card)).toEqual(['Москва, Россия']));
  });

  it('a place the server refuses: its message under «Город», the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      refuse: {
        [`POST ${ENDPOINT.locations}`]: { city: [PROFILE_MESSAGES.cityOfAnotherCountry] },
      },
    });
    await openPage();
    const card = await section('География');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить место работы' }));
    const form = await within(card).findByRole('form', { name: 'Новое место работы' });
    await choose(within(form).getByLabelText('Страна'), 'Россия');
    await choose(within(form).getByLabelText(/^Город/), 'Казань');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, /^Город/)).toBe('Этот город находится в другой стране.'),
    );
    expect(rowsOf(card)).toEqual([]);
  });
});

describe('«Языки»', () => {
  it('the leader adds a language (those added are not offered) and removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({ rows: { languages: [[1, { language: 1 }]] } });
    await openPage();
    const card = await section('Языки');
    await within(card).findByText('Русский');
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить язык' }));
    const form = await within(card).findByRole('form', { name: 'Новый язык' });
    expect(await optionsOf(within(form).getByLabelText('Язык'))).toEqual([
      'Английский',
      'Казахский',
    ]);
    await choose(within(form).getByLabelText('Язык'), 'Английский');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Язык добавлен')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Русский', 'Английский']));
    expect(api.sent('POST', ENDPOINT.languages)).toEqual([{ language: 2 }]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить язык „Русский“' }));
    await waitFor(() => expect(rowsOf(card)).toEqual(['Английский']));
  });

  it('a language the server refuses: its message under «Язык», the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      refuse: { [`POST ${ENDPOINT.languages}`]: { language: [PROFILE_MESSAGES.languageTaken] } },
    });
    await openPage();
    const card = await section('Языки');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить язык' }));
    const form = await within(card).findByRole('form', { name: 'Новый язык' });
    await choose(within(form).getByLabelText('Язык'), 'Казахский');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, 'Язык')).toBe('Этот язык уже есть в профиле агентства.'),
    );
    expect(rowsOf(card)).toEqual([]);
  });
});

describe('«Клиенты»', () => {
  it('the leader adds a client by name, changes a brand’s years, removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({
      rows: {
        client_histories: [[1, { brand: 1, industry: 2, year_from: 2018, text: 'Годовой SMM.' }]],
      },
    });
    await openPage();
    const card = await section('Клиенты');
    await within(card).findByText('Сбер');
    expect(within(card).getByText('Финансы · с 2018')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить клиента' }));
    const form = await within(card).findByRole('form', { name: 'Новый клиент' });
    fireEvent.click(within(form).getByLabelText('Другой клиент'));
    fireEvent.change(await within(form).findByLabelText('Название клиента'), {
      target: { value: ' Хлебный дом ' },
    });
    await choose(within(form).getByLabelText(/^Отрасль клиента/), 'Ритейл');
    fireEvent.change(within(form).getByLabelText(/^Год начала работы/), {
      target: { value: '2020' },
    });
    fireEvent.change(within(form).getByLabelText(/^Год окончания/), { target: { value: '2022' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Клиент добавлен')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Сбер', 'Хлебный дом']));
    expect(within(card).getByText('Ритейл · 2020–2022')).toBeTruthy();
    expect(api.sent('POST', ENDPOINT.client_histories)).toEqual([
      {
        brand: null,
        client_name: 'Хлебный дом',
        industry: 1,
        year_from: 2020,
        year_to: 2022,
        text: '',
      },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Изменить клиента „Сбер“' }));
    const edit = await within(card).findByRole('form', { name: 'Клиент „Сбер“' });
    await choose(within(edit).getByLabelText('Бренд'), 'Яндекс');
    fireEvent.change(within(edit).getByLabelText(/^Год окончания/), { target: { value: '2024' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Клиент изменён')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Яндекс', 'Хлебный дом']));
    expect(within(card).getByText('Финансы · 2018–2024')).toBeTruthy();
    expect(api.sent('PATCH', `${ENDPOINT.client_histories}1/`)).toEqual([
      {
        brand: 2,
        client_name: '',
        industry: 2,
        year_from: 2018,
        year_to: 2024,
        text: 'Годовой SMM.',
      },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить клиента „Хлебный дом“' }));
    fireEvent.click(
      within(within(card).getByRole('group', { name: 'Удалить клиента „Хлебный дом“?' })).getByRole(
        'button',
        { name: 'Удалить' },
      ),
    );
    await waitFor(() => expect(rowsOf(card)).toEqual(['Яндекс']));
  });

  it('a client the server refuses: its message under the year, the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      refuse: {
        [`POST ${ENDPOINT.client_histories}`]: { year_from: [PROFILE_MESSAGES.futureYear] },
      },
    });
    await openPage();
    const card = await section('Клиенты');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить клиента' }));
    const form = await within(card).findByRole('form', { name: 'Новый клиент' });
    fireEvent.click(within(form).getByLabelText('Другой клиент'));
    fireEvent.change(await within(form).findByLabelText('Название клиента'), {
      target: { value: 'Хлебный дом' },
    });
    fireEvent.change(within(form).getByLabelText(/^Год начала работы/), {
      target: { value: '2020' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, /^Год начала работы/)).toBe('Год не может быть в будущем.'),
    );
    expect(rowsOf(card)).toEqual([]);
  });
});

describe('a specialist', () => {
  it('reads every list, with no action anywhere', async () => {
    visitAs('employee');
    const api = fakeAgency({
      role: 'specialist',
      rows: {
        services: [[1, { service: 2, service_range: 21 }]],
        industries: [[1, { industry: 1 }]],
        locations: [[1, { country: 1, city: null }]],
        client_histories: [[1, { client_name: 'Хлебный дом' }]],
      },
    });
    await openPage();
    const lists = {
      Услуги: ['SMM'],
      Отрасли: ['Ритейл'],
      География: ['Россия — вся страна'],
      Языки: [],
      Клиенты: ['Хлебный дом'],
    };
    for (const [title, rows] of Object.entries(lists)) {
      const card = await section(title);
      await waitFor(() => expect(within(card).queryByRole('status')).toBeNull());
      expect(rowsOf(card)).toEqual(rows);
      expect(within(card).queryAllByRole('button')).toEqual([]);
    }
    expect(within(await section('Языки')).getByText('Языки пока не указаны.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
