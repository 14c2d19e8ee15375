import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const get = async <T = unknown>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<T>() };
};

/** Every result of a list endpoint, following `next` like a client would. */
const all = async <T>(url: string): Promise<T[]> => {
  const first = await get<Page<T>>(url + (url.includes('?') ? '&' : '?') + 'page_size=100');
  expect(first.status).toBe(200);
  const items = [...first.body.results];
  let next = first.body.next;
  while (next) {
    const page = await get<Page<T>>(new URL(next).pathname + new URL(next).search);
    items.push(...page.body.results);
    next = page.body.next;
  }
  expect(items).toHaveLength(first.body.count);
  return items;
};

describe('reference data', () => {
  it.each([
    ['/accounts/api/v1/roles/', 3],
    ['/service/api/v1/services/', 30],
    ['/recruitment/api/v1/service-ranges/', 90],
    ['/industry/api/v1/industries/', 25],
    ['/location/api/v1/countries/', 10],
    ['/location/api/v1/cities/', 50],
    ['/location/api/v1/languages/', 15],
    ['/case/api/v1/brands/', 10],
    ['/plans/api/v1/plan/', 3],
    ['/tender/api/v1/refusal-reason/', 5],
    ['/tender/api/v1/refusal-reason/?side=client', 7],
    ['/faq/api/v1/faqs/', 12],
  ])('%s lists at least %i real entries in Russian', async (url, minimum) => {
    const items = await all<{ id: number; name?: string; title?: string; question?: string }>(url);
    expect(items.length).toBeGreaterThanOrEqual(minimum);
    for (const item of items) {
      const label = item.title ?? item.question ?? item.name ?? '';
      expect(label, `${url} item ${item.id}`).toMatch(/[А-Яа-яЁё]|^[A-Z0-9]/);
    }
  });

  it('account types are exactly the three of the spec', async () => {
    const { body } = await get<Page<{ name: string }>>('/accounts/api/v1/account-types/');
    expect(body.results.map((t) => t.name)).toEqual(['client', 'contractor', 'contractor_user']);
    const one = await get<{ id: number; name: string }>('/accounts/api/v1/account-types/2/');
    expect(one.body).toEqual({ id: 2, name: 'contractor' });
  });

  it('services are grouped in categories and filter by category and search', async () => {
    const services = await all<{
      id: number;
      name: string;
      category: { id: number; name: string };
    }>('/service/api/v1/services/');
    const categories = new Set(services.map((s) => s.category.id));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    const [categoryId] = [...categories];
    const inCategory = await all<{ category: { id: number } }>(
      `/service/api/v1/services/?category=${categoryId}`,
    );
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((s) => s.category.id === categoryId)).toBe(true);
    const seo = await get<Page<{ name: string }>>('/service/api/v1/services/?search=seo');
    expect(seo.body.results.some((s) => /seo/i.test(s.name))).toBe(true);
    const detail = await get<{ id: number; name: string }>(
      `/service/api/v1/services/${services[0]!.id}/`,
    );
    expect(detail.body.name).toBe(services[0]!.name);
  });

  it('service ranges belong to the requested service, cheapest first', async () => {
    const { body } = await get<
      Page<{ service: number; min_price: number; max_price: number | null }>
    >('/recruitment/api/v1/service-ranges/?service=1');
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(body.results.every((r) => r.service === 1)).toBe(true);
    const mins = body.results.map((r) => r.min_price);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
  });

  it('with_existing_contractors keeps only countries and languages some published agency has', async () => {
    const countries = await all<{ code: string }>('/location/api/v1/countries/');
    const withAgencies = await all<{ code: string }>(
      '/location/api/v1/countries/?with_existing_contractors=true',
    );
    expect(withAgencies.length).toBeGreaterThan(0);
    expect(withAgencies.length).toBeLessThan(countries.length);
    expect(withAgencies.map((c) => c.code)).toContain('RU');

    const languages = await all<{ code: string }>('/location/api/v1/languages/');
    const spoken = await all<{ code: string }>(
      '/location/api/v1/languages/?with_existing_contractors=1',
    );
    expect(spoken.map((l) => l.code)).toContain('ru');
    expect(spoken.length).toBeLessThan(languages.length);

    const ignored = await all<{ code: string }>(
      '/location/api/v1/countries/?with_existing_contractors=false',
    );
    expect(ignored).toHaveLength(countries.length);
  });

  it('cities by country lists that country’s cities; an unknown country is a 404', async () => {
    const russia = await get<{ id: number; name: string; code: string }>(
      '/location/api/v1/countries/1/',
    );
    expect(russia.body).toMatchObject({ name: 'Россия', code: 'RU' });
    const cities = await get<{ name: string; country: number }[]>(
      '/location/api/v1/cities/by-country/1/',
    );
    expect(cities.body.length).toBeGreaterThanOrEqual(30);
    expect(cities.body.every((c) => c.country === 1)).toBe(true);
    expect(cities.body.map((c) => c.name)).toContain('Москва');
    expect((await get('/location/api/v1/cities/by-country/99999/')).status).toBe(404);
  });

  it('brands: cooperate-now is the subset marked as working with us now', async () => {
    const brands = await all<{ name: string; cooperate_now: boolean }>('/case/api/v1/brands/');
    const now = await get<{ name: string; cooperate_now: boolean }[]>(
      '/case/api/v1/brands/cooperate-now/',
    );
    expect(now.body.length).toBeGreaterThan(0);
    expect(now.body.every((b) => b.cooperate_now)).toBe(true);
    expect(now.body.length).toBe(brands.filter((b) => b.cooperate_now).length);
  });

  it('plans have prices, features and exactly one popular plan', async () => {
    const { body } =
      await get<
        Page<{ slug: string; price_month: number; features: string[]; is_popular: boolean }>
      >('/plans/api/v1/plan/');
    expect(body.results.filter((p) => p.is_popular)).toHaveLength(1);
    expect(body.results.every((p) => p.features.length > 0 && p.price_month >= 0)).toBe(true);
  });
});

describe('knowledge base', () => {
  it('articles exist for clients and for agencies, and filter by audience', async () => {
    const clients = await all<{ audience: string }>('/faq/api/v1/faqs/?audience=client');
    const agencies = await all<{ audience: string }>('/faq/api/v1/faqs/?audience=contractor');
    expect(clients.length).toBeGreaterThanOrEqual(6);
    expect(agencies.length).toBeGreaterThanOrEqual(6);
    expect(clients.every((f) => f.audience === 'client')).toBe(true);
    const bad = await get<Record<string, string[]>>('/faq/api/v1/faqs/?audience=robots');
    expect(bad.status).toBe(400);
    expect(bad.body.audience?.[0]).toMatch(/[А-Яа-я]/);
  });

  it('an article is a real text; search finds it; a missing one is a 404', async () => {
    const list = await get<Page<{ id: number; question: string }>>('/faq/api/v1/faqs/');
    const first = list.body.results[0]!;
    const article = await get<{ id: number; question: string; answer: string; updated_at: string }>(
      `/faq/api/v1/faqs/${first.id}/`,
    );
    expect(article.status).toBe(200);
    expect(article.body.question).toBe(first.question);
    expect(article.body.answer.split(/\s+/).length).toBeGreaterThan(120);
    expect(Number.isNaN(Date.parse(article.body.updated_at))).toBe(false);

    const found = await get<Page<{ id: number }>>('/faq/api/v1/faqs/?search=тендер');
    expect(found.body.count).toBeGreaterThan(0);
    const none = await get<Page>('/faq/api/v1/faqs/?search=zzzqqq');
    expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] });

    expect((await get('/faq/api/v1/faqs/999999/')).body).toEqual({ detail: 'Не найдено.' });
  });
});

describe('search text', () => {
  it.each([
    '/accounts/api/v1/roles/',
    '/service/api/v1/services/',
    '/industry/api/v1/industries/',
    '/location/api/v1/cities/',
    '/case/api/v1/brands/',
    '/faq/api/v1/faqs/',
  ])('%s rejects a NUL character with a 400, not a 500', async (url) => {
    const res = await get<Record<string, string[]>>(`${url}?search=a%00b`);
    expect(res.status).toBe(400);
    expect(res.body.search).toEqual(['Null-символы недопустимы.']);
  });
});
