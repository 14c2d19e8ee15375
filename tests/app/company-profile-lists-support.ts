import { jsonResponse, renderApp } from './helpers';
import { noContent, stubApi, type ApiCall } from './auth-support';
import { LK as PROFILE, MY_AGENCY } from './personal-profile-support';

// /panel/company-profile's lists: services, industries, places of work, languages, clients. A fake agency
// answers every list's endpoints from one state, as the server does; after each change the page reads the
// whole profile again (its completeness follows).

export const openPage = () => renderApp('/panel/company-profile');

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
export const ENDPOINT: Record<Part, string> = {
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
export function fakeAgency({
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
