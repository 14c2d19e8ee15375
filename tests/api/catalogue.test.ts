import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueFacetNames,
  CataloguePage,
  CatalogueWirePage,
} from '../../contract/catalogue';
import { expandCataloguePage } from '../../contract/catalogue-wire';
import { CATALOGUE_PAGE_SIZE, TEAM_SIZES } from '../../contract/catalogue-options';
import {
  cities,
  contractorReviews,
  contractors,
  serviceContractors,
  services,
} from '../../server/db/schema';
import { call } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { unlimitedPlan } from './helpers/plans';
import { buildWorld, type World } from './helpers/world';

// The public catalogue on the demo catalogue: Russian full-text search in any word form, the filters,
// facet counts that are the counts the filters give, ordering and pages. Runs on PGlite and, in CI's second
// run, on PostgreSQL.

const CT = '/contractor/api/v1/contractors/';
const NAMES = '/contractor/api/v1/contractors/facet-names/';
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t.app);
  await unlimitedPlan(t.app, world.leader.contractorId!);
});
afterAll(() => t.close());

const wire = async (query: string) => {
  const res = await call<CatalogueWirePage>(t.app, 'GET', `${CT}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const facetNames = async () => {
  const res = await call<CatalogueFacetNames>(t.app, 'GET', NAMES);
  expect(res.status).toBe(200);
  return res.body;
};
/** The page as the app reads it: the answer's ids named by the facet names. */
const list = async (query: string): Promise<CataloguePage> =>
  expandCataloguePage(await wire(query), await facetNames());
const names = (page: CataloguePage) => page.results.map((card) => card.name);
/** The name as a reader files it: the quoted name if any, else without «ООО»; lower case, ё as е. */
const readName = (name: string) =>
  (/«(.+)»/.exec(name)?.[1] ?? name.replace(/^ООО\s+/, '')).toLowerCase().replace(/ё/g, 'е');
const byCodePoint = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** Adds a case to the leader's (published) agency through the API. */
const addCase = (title: string, text: string) =>
  call(t.app, 'POST', '/case/api/v1/cases/', {
    token: world.leader.session?.access,
    body: { title, text },
  });

describe('search', () => {
  it('finds an agency by a word of its case in another form («ресторан» finds «ресторанов»)', async () => {
    expect(
      (await addCase('Сеть ресторанов «Мангазея»', 'Запуск доставки для ресторанов.')).status,
    ).toBe(201);
    const [agency] = await t.app.db.db
      .select({ name: contractors.name })
      .from(contractors)
      .where(eq(contractors.id, world.leader.contractorId!));
    for (const word of ['мангазея', 'Мангазеи', 'мангазее', 'ресторан мангазея'])
      expect(names(await list(`search=${encodeURIComponent(word)}`)), word).toContain(agency!.name);
    const restaurants = await list(`search=${encodeURIComponent('ресторан')}&page_size=100`);
    expect(restaurants.results.map((card) => card.id)).toContain(world.leader.contractorId);
  });

  it('every word must match; a search with no letters finds nothing, and no search finds all', async () => {
    expect((await list(`search=${encodeURIComponent('мангазея кукурузохранилище')}`)).count).toBe(
      0,
    );
    expect((await list(`search=${encodeURIComponent('!!!')}`)).count).toBe(0);
    const all = await list('');
    const published = await t.app.db.db
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.isPublished, true));
    expect(all.count).toBe(published.length);
  });

  it('never shows an unpublished agency, even by its exact name', async () => {
    const [hidden] = await t.app.db.db
      .select({ name: contractors.name })
      .from(contractors)
      .where(eq(contractors.id, world.otherLeader.contractorId!));
    const found = await list(`search=${encodeURIComponent(hidden!.name)}&page_size=100`);
    expect(found.results.map((card) => card.id)).not.toContain(world.otherLeader.contractorId);
  });
});

describe('cards', () => {
  it('count each agency’s cases, a new case at once', async () => {
    const caseCounts = async () => {
      const rows = await t.app.db.query<{ id: number; n: number }>(
        'select contractor_id as id, count(*)::int as n from cases group by contractor_id',
      );
      return new Map(rows.map((row) => [row.id, row.n]));
    };
    const leaderCard = async () =>
      (await list('page_size=100')).results.find((card) => card.id === world.leader.contractorId)!;
    const before = await leaderCard();
    expect((await addCase('Витрины для «Мангазеи»', 'Оформление витрин сети.')).status).toBe(201);
    expect((await leaderCard()).case_count).toBe(before.case_count + 1);
    const counts = await caseCounts();
    for (const card of (await list('page_size=100')).results)
      expect(card.case_count, card.name).toBe(counts.get(card.id) ?? 0);
  });
});

describe('the card’s rating', () => {
  it('is the count and plain average of the agency’s reviews, null without one', async () => {
    const rows = await t.app.db.db
      .select({
        contractor: contractorReviews.contractorId,
        quality: contractorReviews.quality,
        deadlines: contractorReviews.deadlines,
        communication: contractorReviews.communication,
        value: contractorReviews.value,
      })
      .from(contractorReviews);
    const scores = new Map<number, number[]>();
    for (const row of rows)
      scores.set(row.contractor, [
        ...(scores.get(row.contractor) ?? []),
        (row.quality + row.deadlines + row.communication + row.value) / 4,
      ]);
    expect(scores.size).toBeGreaterThan(0); // the demo agencies have reviews
    const cards = (await list('page_size=100')).results;
    expect(cards.some((card) => card.review_count > 0)).toBe(true);
    for (const card of cards) {
      const own = scores.get(card.id) ?? [];
      expect(card.review_count, card.name).toBe(own.length);
      if (own.length === 0) expect(card.rating, card.name).toBeNull();
      else
        expect(card.rating, card.name).toBeCloseTo(own.reduce((a, b) => a + b, 0) / own.length, 6);
    }
  });
});

describe('the answer', () => {
  it('names nothing the facet names give: options and a card’s tags by id, a team size by its key', async () => {
    const page = await wire('page_size=100');
    expect(page.results.length).toBeGreaterThan(0);
    for (const card of page.results)
      for (const item of [...card.services, ...card.industries])
        expect(item).not.toHaveProperty('name');
    const { team_sizes: sizes, ...listed } = page.facets;
    for (const [facet, options] of Object.entries(listed)) {
      expect(options.length, facet).toBeGreaterThan(0);
      for (const option of options)
        expect(Object.keys(option).sort(), facet).toEqual(['count', 'id']);
    }
    expect(sizes.map((size) => Object.keys(size).sort())).toEqual(
      TEAM_SIZES.map(() => ['count', 'key']),
    );
    // The app's page has every name back: the card's own, as the database has it.
    const [card] = (await list(`page_size=100`)).results.filter(
      (one) => one.id === world.leader.contractorId,
    );
    const rows = await t.app.db.db
      .select({ name: services.name })
      .from(serviceContractors)
      .innerJoin(services, eq(services.id, serviceContractors.serviceId))
      .where(eq(serviceContractors.contractorId, world.leader.contractorId!));
    expect(card!.services.map((service) => service.name).sort()).toEqual(
      rows.map((row) => row.name).sort(),
    );
    expect(card!.services.length).toBeGreaterThan(0);
  });
});

describe('the facet names', () => {
  it('name every option and card tag the catalogue gives, as the reference data has them', async () => {
    const names = await facetNames();
    const page = await wire('page_size=100');
    for (const facet of ['services', 'industries', 'countries', 'cities', 'languages'] as const) {
      const known = new Set(names[facet].map((entry) => entry.id));
      for (const option of page.facets[facet]) expect(known.has(option.id), facet).toBe(true);
    }
    const serviceIds = new Set(names.services.map((entry) => entry.id));
    for (const card of page.results)
      for (const service of card.services) expect(serviceIds.has(service.id)).toBe(true);
    const allCities = await t.app.db.db.select({ id: cities.id, name: cities.name }).from(cities);
    expect(names.cities.length).toBe(allCities.length);
    expect(names.cities).toEqual(expect.arrayContaining(allCities));
    // Every name is the app's whole page: no option or tag left out for want of one.
    const whole = expandCataloguePage(page, names);
    for (const facet of ['services', 'industries', 'countries', 'cities', 'languages'] as const)
      expect(whole.facets[facet].length, facet).toBe(page.facets[facet].length);
  });

  it('are cached long and revalidated by ETag: a 304 without a body when the caller has them', async () => {
    const first = await t.app.inject({ method: 'GET', url: NAMES });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ method: 'GET', url: NAMES })).headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: NAMES,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length, ifNoneMatch).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: NAMES,
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('change their ETag when the reference data changes', async () => {
    const before = (await t.app.inject({ method: 'GET', url: NAMES })).headers.etag;
    const [city] = await t.app.db.db.select().from(cities).limit(1);
    await t.app.db.db
      .update(cities)
      .set({ name: `${city!.name} (тест)` })
      .where(eq(cities.id, city!.id));
    try {
      const after = await t.app.inject({
        method: 'GET',
        url: NAMES,
        headers: { 'if-none-match': String(before) },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
      expect(after.json<CatalogueFacetNames>().cities).toContainEqual({
        id: city!.id,
        name: `${city!.name} (тест)`,
      });
    } finally {
      await t.app.db.db.update(cities).set({ name: city!.name }).where(eq(cities.id, city!.id));
    }
  });
});

describe('facets', () => {
  /** Each option's count is the count of the query with that facet's filter set to the option alone. */
  async function expectCountsMatch(base: Record<string, string>) {
    const query = (extra: Record<string, string>) => new URLSearchParams({ ...base, ...extra });
    const page = await list(query({}).toString());
    const keys = {
      services: 'service',
      industries: 'industry',
      languages: 'language',
      countries: 'country',
      cities: 'city',
    } as const;
    for (const [facet, param] of Object.entries(keys)) {
      const options = page.facets[facet as keyof typeof keys].slice(0, 4);
      expect(options.length, facet).toBeGreaterThan(0);
      for (const option of options) {
        const filtered = await list(query({ [param]: String(option.id) }).toString());
        expect(filtered.count, `${facet} ${option.name}`).toBe(option.count);
      }
    }
    for (const size of page.facets.team_sizes) {
      const bounds: Record<string, string> = { staff_min: String(size.staff_min) };
      if (size.staff_max !== null) bounds.staff_max = String(size.staff_max);
      const filtered = await list(query(bounds).toString());
      expect(filtered.count, `team ${size.key}`).toBe(size.count);
    }
    return page;
  }

  it('without filters: every option counts the agencies that have it', async () => {
    const page = await expectCountsMatch({});
    expect(page.facets.team_sizes.map((size) => size.key)).toEqual([
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501+',
    ]);
  });

  it('with filters: each facet counts under every filter but its own (disjunctive)', async () => {
    const all = await list('');
    const service = all.facets.services[0]!;
    const city = all.facets.cities[0]!;
    const page = await expectCountsMatch({ service: String(service.id), city: String(city.id) });
    // The selected options stay listed, and the total is the AND of the filters.
    expect(page.facets.services.map((option) => option.id)).toContain(service.id);
    const both = await list(`service=${service.id}&city=${city.id}&page_size=100`);
    expect(both.count).toBe(page.count);
    expect(both.count).toBeLessThanOrEqual(Math.min(service.count, city.count));
  });

  it('count exactly the agencies the pages list, page after page (the index and the database agree)', async () => {
    const { facets } = await list('');
    const queries = [
      '',
      `search=${encodeURIComponent('сайт')}`,
      'price_max=300000',
      `service=${facets.services[0]!.id}&city=${facets.cities[0]!.id}`,
      'staff_min=11&staff_max=50&ordering=-staff_count',
      `search=${encodeURIComponent('сайт')}&industry=${facets.industries[0]!.id}&ordering=name`,
    ];
    for (const query of queries) {
      const ids: number[] = [];
      let page = await wire(`${query}&page_size=7`);
      ids.push(...page.results.map((card) => card.id));
      for (let n = 2; page.next !== null; n++) {
        page = await wire(`${query}&page_size=7&page=${n}`);
        ids.push(...page.results.map((card) => card.id));
      }
      expect(ids.length, query).toBe(page.count);
      expect(new Set(ids).size, query).toBe(ids.length);
    }
  });

  it('with a search word too', async () => {
    const all = await list(`search=${encodeURIComponent('сайт')}`);
    expect(all.count).toBeGreaterThan(0);
    await expectCountsMatch({ search: 'сайт', industry: String(all.facets.industries[0]!.id) });
  });
});

describe('filters, order and pages', () => {
  it('several values of one filter are OR, written either way', async () => {
    const { facets } = await list('');
    const [a, b] = facets.services;
    const either = await list(`service=${a!.id}&service=${b!.id}`);
    expect((await list(`service=${a!.id},${b!.id}`)).count).toBe(either.count);
    expect(either.count).toBeGreaterThanOrEqual(Math.max(a!.count, b!.count));
  });

  it('a price cap keeps agencies with a range starting at or below it', async () => {
    const capped = await list('price_max=300000&page_size=100');
    expect(capped.count).toBeGreaterThan(0);
    for (const card of capped.results)
      expect(
        card.services.some(
          (service) => service.range !== null && service.range.min_price <= 300_000,
        ),
        card.name,
      ).toBe(true);
  });

  it('a page holds 12 agencies unless asked for another size', async () => {
    const first = await wire('');
    expect(first.count).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
    expect(first.results.length).toBe(CATALOGUE_PAGE_SIZE);
    expect(CATALOGUE_PAGE_SIZE).toBe(12);
    const firstIds = new Set(first.results.map((card) => card.id));
    const second = await wire('page=2');
    expect(second.results.some((card) => firstIds.has(card.id))).toBe(false);
    expect((await wire('page_size=5')).results.length).toBe(5);
  });

  it('orders by name and pages through, with absolute links from the configured origin', async () => {
    const first = await list('ordering=name&page_size=5');
    const second = await list('ordering=name&page_size=5&page=2');
    const sorted = [...names(first), ...names(second)].map(readName);
    expect(sorted).toEqual([...sorted].sort(byCodePoint));
    expect(first.next).toMatch(/^http:\/\/localhost\/contractor\/api\/v1\/contractors\/\?.*page=2/);
    expect(new Set(sorted).size).toBe(10);
  });

  it('orders by the name a person reads: quotes, the kind of agency and the legal form aside, ё as е', async () => {
    await t.app.db.db
      .update(contractors)
      .set({ name: 'ООО Ёжик в тумане' })
      .where(eq(contractors.id, world.leader.contractorId!));
    const all = names(await list('ordering=name&page_size=100'));
    expect(all.map(readName)).toEqual(all.map(readName).sort(byCodePoint));
    // «Digital-агентство «Светлый шум»» sorts under С, not under D.
    const noise = all.indexOf('Digital-агентство «Светлый шум»');
    expect(noise).toBeGreaterThan(0);
    expect(all.slice(0, noise).every((name) => readName(name) < 'светлый шум')).toBe(true);
    expect(all.slice(noise + 1).every((name) => readName(name) > 'светлый шум')).toBe(true);
    // The renamed agency among the Е, after every name before «ж».
    const hedgehog = all.indexOf('ООО Ёжик в тумане');
    expect(all.slice(0, hedgehog).every((name) => readName(name) < 'ежик')).toBe(true);
    expect(all.slice(hedgehog + 1).every((name) => readName(name) > 'ежик')).toBe(true);
  });

  it('bad input: a DRF 400 on the field, in Russian', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['service=abc', { service: ['«abc» — не целое положительное число.'] }],
      ['city=1&city=2', { city: ['Укажите одно значение.'] }],
      ['staff_min=10&staff_max=5', { staff_max: ['Максимум не может быть меньше минимума.'] }],
      ['ordering=rating', { ordering: ['Неизвестный порядок сортировки.'] }],
    ];
    for (const [query, body] of cases) {
      const res = await call(t.app, 'GET', `${CT}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual(body);
    }
  });
});
