import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorProfile } from '../../contract/contractor-profile';
import type { Db } from '../../server/db/client';
import {
  brands,
  cases,
  cities,
  contractorClientHistories,
  contractorLanguages,
  contractors,
  countries,
  industries,
  languages,
  locationContractors,
  serviceCases,
  serviceContractors,
} from '../../server/db/schema';
import {
  agencyRequest,
  call,
  lastMail,
  login,
  registerActive,
  STRONG_PASSWORD,
  type Session,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// GET /contractor/api/v1/contractors/{id}/: an agency's public profile — its fields, services with price
// ranges, industries, locations, languages, clients and cases; a 404 for an unknown agency and for an
// unpublished one, except to its own people; nothing of its people or the catalogue's internals.

let t: TestApp;
let db: Db;
let agency: { id: number; leader: Session; email: string; inn: string };
const url = (id: number | string) => `/contractor/api/v1/contractors/${id}/`;

const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  expect(row).toBeDefined();
  return row!;
};
const idOf = (rows: Promise<Array<{ id: number }>>) => one(rows).then((row) => row.id);

/** A new agency through the company flow's registration, activated; its leader logged in. */
async function registerAgency() {
  const body = await agencyRequest(t.app);
  const res = await call<{ contractor: { id: number } }>(
    t.app,
    'POST',
    '/contractor/api/v1/register-agency/',
    { body },
  );
  expect(res.status).toBe(201);
  const { uid, token } = await lastMail(t.app, body.email);
  await call(t.app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
  const leader = await login(t.app, body.email, STRONG_PASSWORD);
  return { id: res.body.contractor.id, leader, email: body.email, inn: body.company.inn };
}

const setPublished = (id: number, isPublished: boolean) =>
  db.update(contractors).set({ isPublished }).where(eq(contractors.id, id));

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db.db;
  agency = await registerAgency();
  const moscow = await idOf(db.select().from(cities).where(eq(cities.name, 'Москва')));
  const ru = await idOf(db.select().from(countries).where(eq(countries.code, 'RU')));
  const kz = await idOf(db.select().from(countries).where(eq(countries.code, 'KZ')));
  const sber = await idOf(db.select().from(brands).where(eq(brands.name, 'Сбер')));
  const retail = await idOf(db.select().from(industries).where(eq(industries.name, 'Ритейл')));
  const [ruLang, enLang] = await Promise.all(
    ['ru', 'en'].map((code) => idOf(db.select().from(languages).where(eq(languages.code, code)))),
  );
  const offered = await one(
    db.select().from(serviceContractors).where(eq(serviceContractors.contractorId, agency.id)),
  );
  await db
    .update(serviceContractors)
    .set({ description: 'Стратегия на год вперёд.' })
    .where(eq(serviceContractors.id, offered.id));
  await db.update(contractors).set({ cityId: moscow }).where(eq(contractors.id, agency.id));
  await db.insert(locationContractors).values([
    { contractorId: agency.id, countryId: ru, cityId: moscow },
    { contractorId: agency.id, countryId: kz, cityId: null },
  ]);
  await db.insert(contractorLanguages).values([
    { contractorId: agency.id, languageId: ruLang! },
    { contractorId: agency.id, languageId: enLang! },
  ]);
  await db.insert(contractorClientHistories).values([
    { contractorId: agency.id, clientName: 'Пекарня «Колос»', yearFrom: 2018, yearTo: 2020 },
    {
      contractorId: agency.id,
      brandId: sber,
      industryId: retail,
      yearFrom: 2021,
      text: 'Ведём соцсети.',
    },
  ]);
  const [brandCase, plainCase] = await db
    .insert(cases)
    .values([
      {
        contractorId: agency.id,
        title: 'Запуск сети ресторанов',
        text: 'Вывели сеть ресторанов в три города.',
        industryId: retail,
        year: 2023,
        brandId: sber,
        budget: '15M_30M',
        results: 'Рост выручки на 40 %.',
        position: 0,
      },
      { contractorId: agency.id, title: 'Редизайн сайта', position: 1 },
    ])
    .returning({ id: cases.id });
  await db.insert(serviceCases).values({ serviceContractorId: offered.id, caseId: brandCase!.id });
  expect(plainCase).toBeDefined();
  // published by its leader, through the PATCH of the same path
  const published = await call(t.app, 'PATCH', url(agency.id), {
    token: agency.leader.access,
    body: { is_published: true },
  });
  expect(published.status).toBe(200);
});
afterAll(() => t.close());

const get = (id: number | string, token?: string) =>
  call<ContractorProfile>(t.app, 'GET', url(id), { token });

describe('an agency’s public profile', () => {
  it('shows its fields, services with ranges, industries, locations, languages, clients and cases', async () => {
    const res = await get(agency.id);
    expect(res.status).toBe(200);
    const profile = res.body;
    expect(profile).toMatchObject({
      id: agency.id,
      inn: agency.inn,
      website: 'https://agency.example',
      description: 'Digital-агентство полного цикла.',
      founded_year: 2015,
      staff_count: 12,
      city_name: 'Москва',
      is_published: true,
      logo: null,
    });
    expect(profile.services).toEqual([
      {
        id: expect.any(Number) as number,
        name: expect.any(String) as string,
        category: expect.any(String) as string,
        range: {
          id: expect.any(Number) as number,
          name: expect.any(String) as string,
          min_price: expect.any(Number) as number,
          max_price: expect.any(Number) as number,
        },
        description: 'Стратегия на год вперёд.',
      },
    ]);
    expect(profile.industries).toHaveLength(2);
    expect(profile.locations.map((l) => [l.country.name, l.city?.name ?? null])).toEqual([
      ['Россия', 'Москва'],
      ['Казахстан', null],
    ]);
    expect(profile.languages.map((l) => l.code)).toEqual(['ru', 'en']);
    // the current client (no end year) first
    expect(profile.client_histories).toEqual([
      {
        id: expect.any(Number) as number,
        brand: { id: expect.any(Number) as number, name: 'Сбер', logo: null },
        client_name: '',
        industry: { id: expect.any(Number) as number, name: 'Ритейл' },
        year_from: 2021,
        year_to: null,
        text: 'Ведём соцсети.',
      },
      {
        id: expect.any(Number) as number,
        brand: null,
        client_name: 'Пекарня «Колос»',
        industry: null,
        year_from: 2018,
        year_to: 2020,
        text: '',
      },
    ]);
    expect(profile.cases).toEqual([
      {
        id: expect.any(Number) as number,
        title: 'Запуск сети ресторанов',
        text: 'Вывели сеть ресторанов в три города.',
        industry: { id: expect.any(Number) as number, name: 'Ритейл' },
        year: 2023,
        brand: { id: expect.any(Number) as number, name: 'Сбер', logo: null },
        client_name: '',
        budget: { key: '15M_30M', label: '15-30 млн руб' },
        results: 'Рост выручки на 40 %.',
        services: [{ id: profile.services[0]!.id, name: profile.services[0]!.name }],
        materials: [],
      },
      {
        id: expect.any(Number) as number,
        title: 'Редизайн сайта',
        text: '',
        industry: null,
        year: null,
        brand: null,
        client_name: '',
        budget: null,
        results: '',
        services: [],
        materials: [],
      },
    ]);
  });

  it('says nothing of its people or the catalogue’s internals', async () => {
    const res = await get(agency.id);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'name',
        'inn',
        'website',
        'description',
        'founded_year',
        'staff_count',
        'city',
        'city_name',
        'is_published',
        'created_at',
        'logo',
        'services',
        'industries',
        'locations',
        'languages',
        'client_histories',
        'cases',
      ].sort(),
    );
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(agency.email);
    expect(text).not.toMatch(/search_document|profile_version|password/);
  });

  it('an agency with nothing but its fields has empty lists, not errors', async () => {
    const bare = await registerAgency();
    await setPublished(bare.id, true);
    const res = await get(bare.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      city: null,
      city_name: null,
      locations: [],
      languages: [],
      client_histories: [],
      cases: [],
    });
  });

  it('an unknown agency, or an id that cannot be one, is a 404 in DRF’s shape', async () => {
    for (const id of ['999999', '0', 'abc', '01', '99999999999']) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ detail: expect.any(String) as string });
    }
  });
});

describe('an unpublished agency', () => {
  let hidden: Awaited<ReturnType<typeof registerAgency>>;
  beforeAll(async () => {
    hidden = await registerAgency(); // a new agency is unpublished
  });

  it('is a 404 for a guest, a client and another agency, the same as an unknown one', async () => {
    const client = await registerActive(t.app, 'client');
    const unknown = await get(999_999);
    for (const token of [undefined, client.access, agency.leader.access]) {
      const res = await get(hidden.id, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
  });

  it('its own leader sees it, marked unpublished', async () => {
    const res = await get(hidden.id, hidden.leader.access);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: hidden.id, is_published: false });
  });

  it('its employees see it too, whatever their role', async () => {
    const leader = await login(t.app, 'agency@podryad.example');
    const mine = await call<{ contractor: { id: number } }>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/my-account/',
      { token: leader.access },
    );
    const demoAgency = mine.body.contractor.id;
    await setPublished(demoAgency, false);
    try {
      for (const email of ['employee1@podryad.example', 'employee2@podryad.example']) {
        const employee = await login(t.app, email);
        expect((await get(demoAgency, employee.access)).status, email).toBe(200);
      }
      expect((await get(demoAgency)).status).toBe(404);
    } finally {
      await setPublished(demoAgency, true);
    }
  });
});

describe('the PATCH of the same path', () => {
  it('still answers the bare agency, and the profile shows the change', async () => {
    const res = await call<Record<string, unknown>>(t.app, 'PATCH', url(agency.id), {
      token: agency.leader.access,
      body: { description: 'Новое описание агентства.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: agency.id, description: 'Новое описание агентства.' });
    expect(res.body).not.toHaveProperty('services');
    expect((await get(agency.id)).body.description).toBe('Новое описание агентства.');
  });

  it('unpublishing hides the profile at once', async () => {
    const other = await registerAgency();
    await setPublished(other.id, true);
    expect((await get(other.id)).status).toBe(200);
    const res = await call(t.app, 'PATCH', url(other.id), {
      token: other.leader.access,
      body: { is_published: false },
    });
    expect(res.status).toBe(200);
    expect((await get(other.id)).status).toBe(404);
  });
});
