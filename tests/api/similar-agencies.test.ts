import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import type { SimilarAgency } from '../../contract/similar-agencies';
import { call, innFor, registerActive } from './helpers/accounts';
import { agencyArb, insertAgencies, loadReference, type Reference } from './helpers/matching-world';
import { expectedSimilar } from './helpers/preview-oracle';
import { LOCATIONS, newProject, REC, someIds, useProjectApp } from './helpers/projects';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { loadRequirements } from '../../server/modules/matching';

// GET contractors-may-also-be-suitable/: only the project's company; agencies like the chosen one that pass
// the project's hard filters, in the oracle's order, with what they share named and why.

const PATH = '/project/api/v1/contractors-may-also-be-suitable/';
const url = (query: Record<string, string | number>) =>
  `${PATH}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
const { app, as, fresh, refusedToOthers } = useProjectApp();

describe('GET contractors-may-also-be-suitable/: who and what', () => {
  it('answers the project’s company only; others as for the project itself, nothing written', async () => {
    const { project } = await fresh();
    const like = (await someIds(app())).agencies[0]!;
    const target = url({ contractor_id: like, project_id: project.id });
    await refusedToOthers(project.id, 'GET', target);
    const res = await as('client')<Page<SimilarAgency>>('GET', target);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.previous).toBeNull();
    for (const item of res.body.results) {
      expect(item.contractor.id).not.toBe(like);
      expect(item.shared_services.length + item.shared_industries.length).toBeGreaterThan(0);
      expect(item.reason).toMatch(/^Тоже .+\.$/);
    }
  });

  it('answers 404 for an agency or a project that does not exist', async () => {
    const { project } = await fresh();
    const like = (await someIds(app())).agencies[0]!;
    for (const query of [
      { contractor_id: 999999, project_id: project.id },
      { contractor_id: like, project_id: 999999 },
    ]) {
      const res = await as('client')('GET', url(query));
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual({ detail: expect.any(String) as string });
    }
  });

  it('refuses missing or malformed parameters with a 400 in DRF’s shape', async () => {
    const { project } = await fresh();
    const like = (await someIds(app())).agencies[0]!;
    const cases: [string, string][] = [
      [`${PATH}?project_id=${project.id}`, 'contractor_id'],
      [`${PATH}?contractor_id=${like}`, 'project_id'],
      [`${PATH}?contractor_id=x&project_id=${project.id}`, 'contractor_id'],
      [`${PATH}?contractor_id=${like}&project_id=0`, 'project_id'],
      [`${PATH}?contractor_id=${like}&project_id=-3`, 'project_id'],
      [`${PATH}?contractor_id=9999999999&project_id=${project.id}`, 'contractor_id'],
    ];
    for (const [target, field] of cases) {
      const res = await as('client')<Record<string, string[]>>('GET', target);
      expect(res.status, target).toBe(400);
      expect(Object.keys(res.body), target).toEqual([field]);
      for (const message of res.body[field]!) expect(message).toMatch(/[А-Яа-яЁё]/);
    }
    const page = await as('client')(
      'GET',
      `${PATH}?contractor_id=${like}&project_id=${project.id}&page=99`,
    );
    expect(page.status).toBe(404);
  });
});

describe('GET contractors-may-also-be-suitable/ against the oracle', () => {
  let t: TestApp;
  let ref: Reference;
  let cityCountry: Map<number, number>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
    ref = await loadReference(t.app.db.db);
    cityCountry = new Map(
      (
        await t.app.db.query<{ id: number; country_id: number }>(
          'select id, country_id from cities',
        )
      ).map((row) => [row.id, row.country_id]),
    );
    token = (await registerActive(t.app, 'client')).access;
    const company = await call(t.app, 'POST', '/accounts/api/v1/company-accounts/', {
      token,
      body: { company: { name: 'Пекарни', inn: innFor(4242) } },
    });
    expect(company.status).toBe(201);
  });
  afterAll(() => t.close());

  const names = async (table: string) =>
    new Map(
      (await t.app.db.query<{ id: number; name: string }>(`select id, name from ${table}`)).map(
        (row) => [row.id, row.name],
      ),
    );

  it('agrees with the oracle for random agencies, each agency taken as the like one', async () => {
    const serviceNames = await names('services');
    const industryNames = await names('industries');
    await fc.assert(
      fc.asyncProperty(
        fc.array(agencyArb(ref), { minLength: 4, maxLength: 20 }),
        fc.record({
          location: fc.boolean(),
          exclude: fc.nat(),
          industry: fc.boolean(),
        }),
        async (agencies, pick) => {
          const made = await insertAgencies(t.app.db.db, agencies);
          const { project, requirement } = await newProject(t.app, token);
          const post = async (path: string, body: object) => {
            const res = await call(t.app, 'POST', path, { token, body: { requirement, ...body } });
            expect(res.status, JSON.stringify(res.body)).toBe(201);
          };
          if (pick.location) await post(`${LOCATIONS}/`, { country: ref.places[0]!.countryId });
          if (pick.industry)
            await post(`${REC}/requirements-industry/`, { industry: ref.industries[0] });
          // Only a published agency may be named in a project's lists.
          const named = made.filter((a) => a.published);
          if (named.length >= 2) {
            const at = pick.exclude % named.length;
            await post(`${REC}/requirements-exclusion/`, { contractor: named[at]!.id });
            await post(`${REC}/requirements-inclusion/`, {
              contractor: named[(at + 1) % named.length]!.id,
            });
          }
          const r = (await loadRequirements(t.app.db.db, project.id))!;
          for (const like of made) {
            const res = await call<Page<SimilarAgency>>(
              t.app,
              'GET',
              url({ contractor_id: like.id, project_id: project.id, page_size: 100 }),
              { token },
            );
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            const expected = expectedSimilar(made, r, like, cityCountry);
            expect(res.body.count).toBe(expected.length);
            expect(
              res.body.results.map((item) => ({
                id: item.contractor.id,
                score: item.score,
                services: [...item.shared_services].sort(),
                industries: [...item.shared_industries].sort(),
              })),
            ).toEqual(
              expected.map((e) => ({
                id: e.id,
                score: e.score,
                services: e.services.map((id) => serviceNames.get(id)!).sort(),
                industries: e.industries.map((id) => industryNames.get(id)!).sort(),
              })),
            );
          }
        },
      ),
      { numRuns: 5, seed: 20_261_125 },
    );
  });

  it('pages as DRF does and says why in one Russian sentence', async () => {
    const made = await insertAgencies(
      t.app.db.db,
      fc.sample(agencyArb(ref), { numRuns: 20, seed: 3 }),
    );
    const { project } = await newProject(t.app, token);
    const like = made[0]!;
    const target = (query: object) =>
      call<Page<SimilarAgency>>(
        t.app,
        'GET',
        url({ contractor_id: like.id, project_id: project.id, ...query }),
        { token },
      );
    const whole = (await target({ page_size: 100 })).body;
    expect(whole.count).toBeGreaterThan(3); // more than one page of 3
    const paged: SimilarAgency[] = [];
    for (let page = 1; (page - 1) * 3 < whole.count; page++) {
      const part = await target({ page, page_size: 3 });
      expect(part.body.count).toBe(whole.count);
      paged.push(...part.body.results);
    }
    expect(paged).toEqual(whole.results);
    for (const item of whole.results) {
      const services = item.shared_services.join(', ');
      const industries = item.shared_industries.join(', ');
      expect(item.reason).toBe(
        services && industries
          ? `Тоже оказывает услуги: ${services} и работает в отраслях: ${industries}.`
          : services
            ? `Тоже оказывает услуги: ${services}.`
            : `Тоже работает в отраслях: ${industries}.`,
      );
    }
  });
});
