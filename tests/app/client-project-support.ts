import { afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules } from './helpers';
import { stubApi, type ApiCall } from './auth-support';

// The client's project 2 against a fake server: its ranking follows the exclusions and the minimum staff,
// lists the favourites (the whitelist) first and marked, and narrows to them on `favourites_only=true`; its
// test files' hooks.

/** A test file's hooks: the routes' code loaded ahead, the stubs and the query cache dropped after each test. */
export function prepareClientProject() {
  beforeAll(loadRouteModules);
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });
}

export const page = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

export const PROJECT = {
  id: 2,
  company: 9,
  author: 1,
  title: 'Соцсети и контент для сети пекарен',
  description: 'Ведение VK и Telegram.',
  budget: 'LESS_15M',
  start_date: '2027-04-01',
  deadline: '2027-12-31',
  status: 'draft',
  requirements: 4,
  requirements_version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const card = (id: number, name: string, city: string) => ({
  id,
  name,
  short_description: '',
  city_name: city,
  founded_year: null,
  staff_count: 12,
  services: [{ id: 7, name: 'SMM', range: null }],
  industries: [],
  case_count: 2,
  review_count: 0,
  rating: null,
  logo: null,
});
const explanation = (industryPoints: number) => [
  { criterion: 'services', label: 'Услуги', matched: 'SMM', points: 25 },
  { criterion: 'industries', label: 'Опыт в отрасли', matched: 'Ритейл', points: industryPoints },
];
const ranked = (
  id: number,
  name: string,
  city: string,
  industryPoints: number,
  included = false,
) => ({
  contractorId: id,
  score: 25 + industryPoints,
  includedByClient: included,
  favourite: false,
  failedFilters: included ? ['Нет нужной услуги', 'Команда меньше 10 человек'] : [],
  explanation: explanation(industryPoints),
  contractor: card(id, name, city),
});

type State = {
  excluded: number[];
  whitelist: { id: number; contractor: number }[];
  minStaff?: number | null;
};

const AGENCIES = [
  ranked(11, 'Северный ветер', 'Санкт-Петербург', 20),
  ranked(12, 'Агентство «Тезис»', 'Тюмень', 10),
  ranked(13, 'Студия «Колос»', 'Москва', 0, true),
];
const nameOf = (id: number) =>
  AGENCIES.find((agency) => agency.contractorId === id)!.contractor.name;

/** A fake server for project 2: its ranking follows the lists and the staff, as the real one does. */
export function fakeServer(
  state: State = { excluded: [], whitelist: [] },
  extra: Record<string, (call: ApiCall) => Response> = {},
) {
  const rankingOf = (favouritesOnly: boolean) => {
    const listed = state.whitelist.map((row) => row.contractor);
    return AGENCIES.filter(
      (agency) =>
        !state.excluded.includes(agency.contractorId) &&
        (agency.includedByClient || agency.contractor.staff_count >= (state.minStaff ?? 0)) &&
        (!favouritesOnly || listed.includes(agency.contractorId)),
    )
      .map((agency) => ({ ...agency, favourite: listed.includes(agency.contractorId) }))
      .sort((a, b) => Number(b.favourite) - Number(a.favourite)); // stable: by score within each
  };
  const requirements = () => ({
    id: 4,
    project: 2,
    comment: '',
    min_staff: state.minStaff ?? null,
    requirements_version: 1,
    services: [],
    industries: [],
    languages: [],
    locations: [],
    exclusions: state.excluded.map((id, index) => ({
      id: 100 + index,
      requirement: 4,
      contractor: { id, name: nameOf(id) },
    })),
    inclusions: [],
    whitelist: state.whitelist.map((row) => ({
      id: row.id,
      requirement: 4,
      contractor: { id: row.contractor, name: nameOf(row.contractor) },
    })),
  });
  const body = (call: ApiCall) => call.body as { requirement: number; contractor: number };
  return stubApi({
    'GET /project/api/v1/projects/': () => jsonResponse(page([PROJECT])),
    'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
    'GET /project/api/v1/projects/2/requirements/': () => jsonResponse(requirements()),
    'GET /contractor/api/projects/2/dynamic-contractor/': (call) => {
      const all = rankingOf(call.query.get('favourites_only') === 'true');
      const size = Number(call.query.get('page_size'));
      return jsonResponse(page(all.slice(0, size), all.length));
    },
    'POST /recruitment/api/v1/requirements-whitelist/': (call) => {
      const row = { id: 200 + state.whitelist.length, contractor: body(call).contractor };
      state.whitelist.push(row);
      return jsonResponse({ ...row, requirement: 4, contractor: { id: row.contractor } }, 201);
    },
    'POST /recruitment/api/v1/requirements-exclusion/': (call) => {
      state.excluded.push(body(call).contractor);
      return jsonResponse(
        { id: 1, requirement: 4, contractor: { id: body(call).contractor } },
        201,
      );
    },
    'POST /recruitment/api/v1/requirements-staff/': (call) => {
      state.minStaff = (call.body as { min_staff: number | null }).min_staff;
      return jsonResponse({ id: 4, project: 2, comment: '', min_staff: state.minStaff });
    },
    // The budget check: of the agencies fitting the rest, those whose prices the band meets.
    'POST /project/api/v1/matching-preview/': () =>
      jsonResponse({
        count: 1,
        top: [],
        budget: { band: 'LESS_15M', matched: 3, fitting: 1, usual_band: '15M_30M' },
      }),
    // Two invited, one of them answered.
    'GET /tender/api/v1/invitations/': () =>
      jsonResponse(
        page([
          { id: 1, status: 'accepted' },
          { id: 2, status: 'sent' },
        ]),
      ),
    'GET /service/api/v1/services/': () => jsonResponse(page([])),
    'GET /industry/api/v1/industries/': () => jsonResponse(page([])),
    'GET /location/api/v1/languages/': () => jsonResponse(page([])),
    'GET /location/api/v1/countries/': () => jsonResponse(page([])),
    'GET /project/api/v1/contractors-may-also-be-suitable/': () =>
      jsonResponse(
        page([
          {
            contractor: card(21, 'Медиа «Пшеница»', 'Казань'),
            score: 64,
            shared_services: ['SMM'],
            shared_industries: ['Ритейл'],
            reason: 'Тоже ведёт соцсети, работало с ритейлом',
          },
        ]),
      ),
    ...extra,
  });
}
