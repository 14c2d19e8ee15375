import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, visitAs } from './helpers';

// The agency's sign-up flow (/create-company → … → /auth/register?variant=2): its draft in sessionStorage,
// the reference lists its steps read, and its test files' hooks.

/** A test file's hooks: the routes' code ahead; each test a guest with no draft, a clean slate after. */
export function prepareCompanyFlow() {
  beforeAll(loadRouteModules);
  beforeEach(() => {
    visitAs('guest');
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });
}

export const DRAFT_KEY = 'podryad.flow.company.draft';
export const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
export const cities = [
  { id: 1, name: 'Москва', country: 1 },
  { id: 4, name: 'Казань', country: 1 },
  { id: 9, name: 'Калининград', country: 1 },
];
const services = [
  {
    id: 3,
    name: 'Маркетинговая стратегия',
    description: '',
    category: { id: 1, name: 'Маркетинг' },
  },
  { id: 7, name: 'SMM', description: '', category: { id: 2, name: 'Digital' } },
];
const ranges = [
  { id: 11, service: 3, name: 'до 300 тыс. ₽', min_price: 0, max_price: 300000 },
  { id: 12, service: 3, name: 'от 300 тыс. ₽', min_price: 300000, max_price: null },
];
const industries = [
  { id: 2, name: 'Ритейл' },
  { id: 5, name: 'FMCG' },
];
/** The reference lists the steps read; the city search answers by the name's substring, as the server. */
export const referenceApi = () => ({
  'GET /location/api/v1/cities/': ({ query }: { query: URLSearchParams }) =>
    jsonResponse(
      page(
        cities.filter((city) =>
          city.name.toLowerCase().includes((query.get('search') ?? '').toLowerCase()),
        ),
      ),
    ),
  'GET /location/api/v1/cities/1/': () => jsonResponse(cities[0]),
  'GET /location/api/v1/cities/4/': () => jsonResponse(cities[1]),
  'GET /service/api/v1/services/': () => jsonResponse(page(services)),
  'GET /recruitment/api/v1/service-ranges/': () => jsonResponse(page(ranges)),
  'GET /industry/api/v1/industries/': () => jsonResponse(page(industries)),
});
export const storedDraft = () =>
  JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as typeof completeDraft;

export const completeDraft = {
  company: {
    name: 'Северное сияние',
    inn: '7707083893',
    website: 'https://aurora.example',
    city: 1,
    staff_count: 12,
    founded_year: 2015,
  },
  services: [{ service: 3, service_range: 11 }],
  industries: [2, 5],
  description: 'Делаем сайты и приложения для ритейла.',
};
