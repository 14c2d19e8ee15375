import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorProfile } from '../../contract/contractor-profile';
import { contractors } from '../../server/db/schema';
import { snippet } from '../../src/app/page-meta';
import { agencyRequest, call, innFor, login, registerActive } from './helpers/accounts';
import { wonProject } from './helpers/closed-project';
import { parse, site } from './helpers/rendered-page';
import { buildTestApp, type TestApp } from './helpers/test-app';

// An agency's public page as a search engine and a browser without JavaScript get it: the profile in the
// HTML, its title, description, canonical URL, Organization and BreadcrumbList, the API's own answer as
// the page's data; an unknown or unpublished agency is a real 404, whoever asks.

const PUBLIC_URL = 'https://podryad.example';
let t: TestApp;
let demo: ContractorProfile;
let hiddenId: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL }, { site: await site() });
  const leader = await login(t.app, 'agency@podryad.example');
  const mine = await call<{ contractor: { id: number } }>(
    t.app,
    'GET',
    '/contractor/api/v1/contractors/my-account/',
    { token: leader.access },
  );
  demo = (
    await call<ContractorProfile>(
      t.app,
      'GET',
      `/contractor/api/v1/contractors/${mine.body.contractor.id}/`,
    )
  ).body;
  const registered = await call<{ contractor: { id: number } }>(
    t.app,
    'POST',
    '/contractor/api/v1/register-agency/',
    { body: await agencyRequest(t.app) },
  );
  hiddenId = registered.body.contractor.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('a published agency’s page', () => {
  it('is HTML with the profile: name, description, services with their prices, facts', async () => {
    const res = await get(`/executor/${demo.id}`);
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.title).toBe(`${demo.name} — Подряд`);
    expect(page.description).toBe(snippet(demo.description));
    expect(page.canonical).toBe(`${PUBLIC_URL}/executor/${demo.id}`);
    expect(page.robots).toBeUndefined();
    expect(page.text).toContain(demo.name);
    expect(page.text).toContain(demo.description);
    for (const service of demo.services) {
      expect(page.text).toContain(service.name);
      expect(page.text).toContain(service.range!.name);
    }
    for (const industry of demo.industries) expect(page.text).toContain(industry.name);
    expect(page.text).toContain(demo.inn);
  });

  it('carries the API’s own answer, so the browser does not ask for it again', async () => {
    const { data } = parse((await get(`/executor/${demo.id}`)).body);
    const scores = await call(
      t.app,
      'GET',
      `/review/api/v1/contractor-reviews/contractor/${demo.id}/average-scores/`,
    );
    const loaded = (key: unknown[], answer?: unknown): unknown =>
      expect.objectContaining({
        queryKey: key,
        state: expect.objectContaining({
          status: 'success',
          ...(answer !== undefined && { data: answer }),
        }) as unknown,
      });
    expect(data?.queries.queries).toEqual([
      loaded(['contractors', 'profile', demo.id], demo),
      loaded(['contractors', 'reviews', demo.id, 'scores', 'public'], scores.body),
      loaded(['contractors', 'reviews', demo.id, 'clients', 'public']),
      loaded(['contractors', 'reviews', demo.id, 'testimonials', 'public']),
    ]);
  });

  it('shows its reviews: averages by criterion, the verified mark, the agency’s reply, testimonials', async () => {
    const client = await login(t.app, 'client@podryad.example');
    const company = await call<{ company: { id: number } }>(
      t.app,
      'GET',
      '/accounts/api/v1/company-accounts/get_company_by_user/',
      { token: client.access },
    );
    const project = await wonProject(t.app, company.body.company.id, demo.id);
    const review = await call<{ id: number }>(t.app, 'POST', '/review/api/v1/contractor-reviews/', {
      token: client.access,
      body: {
        project,
        quality: 5,
        deadlines: 4,
        communication: 5,
        value: 4,
        would_recommend: true,
        text: 'Запустили сайт <вовремя> & без сюрпризов.',
      },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const leader = await login(t.app, 'agency@podryad.example');
    await call(t.app, 'POST', `/review/api/v1/contractor-reviews/${review.body.id}/reply/`, {
      token: leader.access,
      body: { text: 'Спасибо за доверие и ясный бриф!' },
    });

    const author = await registerActive(t.app, 'client');
    await call(t.app, 'POST', '/accounts/api/v1/company-accounts/', {
      token: author.access,
      body: { company: { name: 'Кофейня на углу', inn: innFor(9191) } },
    });
    const testimonial = await call(t.app, 'POST', '/review/api/v1/public-reviews/', {
      token: author.access,
      body: { contractor: demo.id, rating: 4, text: 'Помогли с упаковкой к открытию.' },
    });
    expect(testimonial.status, JSON.stringify(testimonial.body)).toBe(201);

    const page = parse((await get(`/executor/${demo.id}`)).body);
    expect(page.text).toContain('Отзывы заказчиков о проектах');
    expect(page.text).toContain('Отзывы компаний');
    expect(page.text).toContain('Кофейня на углу');
    expect(page.text).toContain('Помогли с упаковкой к открытию.');
    for (const label of ['Качество работы', 'Соблюдение сроков', 'Коммуникация', 'Цена и качество'])
      expect(page.text).toContain(label);
    expect(page.text).toContain('Проверенный отзыв');
    expect(page.text).toContain('Запустили сайт <вовремя> & без сюрпризов.'); // escaped, read back
    expect(page.text).toContain('Ответ агентства');
    expect(page.text).toContain('Спасибо за доверие и ясный бриф!');
  });

  it('describes the agency as an Organization, in the catalogue', async () => {
    const { jsonLd } = parse((await get(`/executor/${demo.id}`)).body);
    expect(jsonLd.find((item) => item['@type'] === 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: demo.name,
      url: `${PUBLIC_URL}/executor/${demo.id}`,
      description: snippet(demo.description),
      sameAs: [demo.website],
      taxID: demo.inn,
      foundingDate: String(demo.founded_year),
      numberOfEmployees: { '@type': 'QuantitativeValue', value: demo.staff_count },
      address: { '@type': 'PostalAddress', addressLocality: demo.city_name },
      areaServed: demo.locations.map((l) => ({ '@type': 'City', name: l.city!.name })),
      knowsLanguage: demo.languages.map((l) => l.code),
      knowsAbout: demo.services.map((s) => s.name),
    });
    expect(jsonLd.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Главная', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'Агентства', item: `${PUBLIC_URL}/list` },
        { position: 3, name: demo.name, item: `${PUBLIC_URL}/executor/${demo.id}` },
      ],
    });
  });

  it('without a description of its own, its description names its services', async () => {
    const [bare] = await t.app.db.db
      .update(contractors)
      .set({ isPublished: true, description: '' })
      .where(eq(contractors.id, hiddenId))
      .returning();
    try {
      const page = parse((await get(`/executor/${hiddenId}`)).body);
      expect(page.description).toMatch(new RegExp(`^${bare!.name} на «Подряде»: .+\\.`));
    } finally {
      await t.app.db.db
        .update(contractors)
        .set({ isPublished: false })
        .where(eq(contractors.id, hiddenId));
    }
  });
});

describe('an agency that is not there', () => {
  it.each(['/executor/999999', '/executor/abc', '/executor/0'])(
    '%s is a real 404 with the 404 page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      const page = parse(res.body);
      expect(page.text).toContain('Запрашиваемая вами страница не найдена');
      expect(page.robots).toBe('noindex');
      expect(page.jsonLd).toEqual([]);
    },
  );

  it('an unpublished agency is a 404 even when its leader asks: pages are rendered for a guest', async () => {
    const res = await get(`/executor/${hiddenId}`, {
      cookie: `user=${encodeURIComponent(JSON.stringify({ id: 1, type_account: 2, accountTypes: [] }))}`,
    });
    expect(res.statusCode).toBe(404);
    expect(parse(res.body).text).not.toContain('Агентство');
  });
});

describe('the catalogue page', () => {
  it('is HTML with the agencies, their count and the filters with counts', async () => {
    const res = await get('/list');
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.canonical).toBe(`${PUBLIC_URL}/list`);
    // The first page of the API's answer (options and a card's services by id), with the facet names.
    const catalogue = (
      await call<{
        results: { name: string; services: { id: number; name?: string }[] }[];
        facets: { industries: { id: number }[]; services: { id: number }[] };
      }>(t.app, 'GET', '/contractor/api/v1/contractors/')
    ).body;
    const names = (
      await call<Record<'industries' | 'services', { id: number; name: string }[]>>(
        t.app,
        'GET',
        '/contractor/api/v1/contractors/facet-names/',
      )
    ).body;
    const nameOf = (list: { id: number; name: string }[], id: number) =>
      list.find((entry) => entry.id === id)!.name;
    expect(catalogue.results).toHaveLength(12);
    for (const card of catalogue.results) expect(page.text).toContain(card.name);
    expect(page.text).toContain(nameOf(names.industries, catalogue.facets.industries[0]!.id));
    // A card's service is named by the facet names (the answer sends ids); the page shows it on the card,
    // and a team size by its label.
    const service = catalogue.results[0]!.services[0]!;
    expect(service.name).toBeUndefined();
    expect(page.text).toContain(nameOf(names.services, service.id));
    expect(page.text).toContain('11–50 человек');
    // The page carries the page and the names, so the browser asks for neither again.
    expect(page.data?.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['contractors', 'catalogue', expect.anything()],
        state: expect.objectContaining({ status: 'success' }) as unknown,
      }),
      expect.objectContaining({
        queryKey: ['contractors', 'facet-names'],
        state: expect.objectContaining({ status: 'success' }) as unknown,
      }),
    ]);
  });

  it('renders the search in its URL: the agency found, the others not', async () => {
    const word = demo.cases[0]!.title.split(' ')[0]!;
    const page = parse((await get(`/list?search=${encodeURIComponent(word)}`)).body);
    expect(page.text).toContain(demo.name);
    const nothing = parse(
      (await get(`/list?search=${encodeURIComponent('кукурузохранилище')}`)).body,
    );
    expect(nothing.text).not.toContain(demo.name);
  });
});
