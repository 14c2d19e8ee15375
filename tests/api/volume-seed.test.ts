import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVolumeBatch } from '../../server/db/seed/volume';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The volume generator (`npm run seed:agencies`): copies of the demo agencies with whole profiles.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: string) => (await t.app.db.query<T>(query))[0]!;

describe('insertVolumeBatch', () => {
  it('adds published copies of the demo agencies, each with its whole profile and its own name', async () => {
    const before = await one<{ n: number }>('select count(*)::int as n from contractors');
    await t.app.db.db.transaction((tx) => insertVolumeBatch(tx, 1000, 150));
    await t.app.db.db.transaction((tx) => insertVolumeBatch(tx, 1150, 150));
    const copies = await one<{ n: number; names: number; bare: number; unsearchable: number }>(`
      select count(*)::int as n, count(distinct name)::int as names,
        count(*) filter (where min_price is null or cardinality(city_ids) = 0)::int as bare,
        count(*) filter (where search_document = '')::int as unsearchable
      from contractors where name ~ ' №[0-9]+$' and is_published`);
    expect(copies).toEqual({ n: 300, names: 300, bare: 0, unsearchable: 0 });
    expect((await one<{ n: number }>('select count(*)::int as n from contractors')).n).toBe(
      before.n + 300,
    );
    // A copy has its template's parts, its cases linked to its own services.
    const parts = await one<Record<string, number>>(`
      with copy as (select id from contractors where name ~ ' №1000$')
      select
        (select count(*)::int from service_contractors where contractor_id = (select id from copy)) as services,
        (select count(*)::int from cases where contractor_id = (select id from copy)) as cases,
        (select count(*)::int from service_cases sk join cases k on k.id = sk.case_id
          join service_contractors sc on sc.id = sk.service_contractor_id
          where k.contractor_id = (select id from copy) and sc.contractor_id <> k.contractor_id) as foreign_links,
        (select count(*)::int from location_contractors where contractor_id = (select id from copy)) as places`);
    expect(parts.services).toBeGreaterThan(0);
    expect(parts.cases).toBeGreaterThan(0);
    expect(parts.places).toBeGreaterThan(0);
    expect(parts.foreign_links).toBe(0);
  });
});
