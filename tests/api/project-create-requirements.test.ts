import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import { PROJECT_MESSAGES, type Project } from '../../contract/project';
import type { RankedAgency } from '../../contract/ranking';
import {
  REQUIREMENTS_MESSAGES as M,
  type ProjectRequirementsView,
} from '../../contract/requirements';
import { projectRankings } from '../../server/db/schema';
import { missingPk } from '../../server/http/references';
import { loadRequirements } from '../../server/modules/matching';
import { call, registerActive } from './helpers/accounts';
import {
  LOCATIONS,
  PROJECTS,
  REC,
  someIds,
  someRanges,
  useProjectApp,
  versionOf,
} from './helpers/projects';

// POST projects/ with `requirements`: the project, its requirements row and every part in one transaction;
// a bad id anywhere is a 400 nested under `requirements` and nothing is written.

const { app, as, fresh } = useProjectApp();
const db = () => app().db.db;

const WRITTEN_TABLES = [
  'projects',
  'requirements',
  'requirement_services',
  'requirement_industries',
  'requirement_languages',
  'requirement_locations',
  'requirement_agencies',
] as const;

/** Rows of every table a project's creation writes. */
async function footprint(): Promise<Record<string, number>> {
  const select = WRITTEN_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`);
  const [row] = await app().db.query<Record<string, number>>(`select ${select.join(', ')}`);
  return row!;
}

const rankingOf = async (projectId: number, useCache = false) => {
  const res = await as('client')<Page<RankedAgency>>(
    'GET',
    `/contractor/api/projects/${projectId}/dynamic-contractor/?use_cache=${useCache}&page_size=100`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ranked = (page: Page<RankedAgency>) =>
  page.results.map((item) => [item.contractorId, item.score] as const);

/** A body naming every kind of part, its ids taken from the reference data and the demo catalogue. */
async function everyPart() {
  const { service, range } = await someRanges(app());
  const second = await someRanges(app(), 1);
  const ids = await someIds(app());
  const [excluded, included, favoured] = ids.agencies;
  return {
    ids,
    ranges: { service, range, second },
    requirements: {
      services: [
        { service, service_range: range },
        { service: second.service, service_range: second.range },
      ],
      industries: [ids.industries[0]!],
      languages: [ids.languages[0]!],
      locations: [{ country: ids.country }, { country: ids.country, city: ids.city }],
      min_staff: 3,
      excluded: [excluded!],
      included: [included!],
      whitelist: [included!, favoured!],
      comment: '  Нужен опыт с ритейлом  ',
    },
  };
}

describe('POST projects/ with requirements', () => {
  it('writes the project, its requirements and every part; GET requirements/ shows them all', async () => {
    const { ids, ranges, requirements } = await everyPart();
    const res = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'Сайт и упаковка',
      budget: '15M_30M',
      requirements,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Сайт и упаковка',
      status: 'matching',
      requirements: expect.any(Number) as number,
      requirements_version: 2, // one change on top of the new project's 1
    });
    const got = await as('client')<Project>('GET', `${PROJECTS}/${res.body.id}/`);
    expect(got.body).toEqual(res.body);

    const view = await as('client')<ProjectRequirementsView>(
      'GET',
      `${PROJECTS}/${res.body.id}/requirements/`,
    );
    expect(view.status).toBe(200);
    const v = view.body;
    expect(v).toMatchObject({
      id: res.body.requirements,
      project: res.body.id,
      comment: 'Нужен опыт с ритейлом',
      min_staff: 3,
      requirements_version: 2,
    });
    expect(v.services.map((s) => [s.service.id, s.service_range.id]).sort()).toEqual(
      [
        [ranges.service, ranges.range],
        [ranges.second.service, ranges.second.range],
      ].sort(),
    );
    expect(v.industries.map((i) => i.industry.id)).toEqual([ids.industries[0]]);
    expect(v.languages.map((l) => l.language.id)).toEqual([ids.languages[0]]);
    const places = v.locations.map((l) => [l.country.id, l.city?.id ?? null]);
    expect(places).toHaveLength(2);
    expect(places).toEqual(
      expect.arrayContaining([
        [ids.country, null],
        [ids.country, ids.city],
      ]),
    );
    expect(v.exclusions.map((a) => a.contractor.id)).toEqual([ids.agencies[0]]);
    expect(v.inclusions.map((a) => a.contractor.id)).toEqual([ids.agencies[1]]);
    expect(v.whitelist.map((a) => a.contractor.id).sort()).toEqual(
      [ids.agencies[1], ids.agencies[2]].sort(),
    );
  });

  it('ranks it as the same requirements made part by part, and the cache answers it', async () => {
    const { ids, requirements: draft } = await everyPart();
    // The favourites only mark and order (the steps below name none): the rest of the parts, as they are.
    const requirements = { ...draft, whitelist: [] };
    const once = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'Разом',
      requirements,
    });
    expect(once.status, JSON.stringify(once.body)).toBe(201);

    const { project, requirement } = await fresh({ title: 'По частям' });
    const steps: (readonly [string, Record<string, unknown>])[] = [
      ...requirements.services.map((s) => [`${REC}/requirements-service/`, s] as const),
      [`${REC}/requirements-industry/`, { industry: ids.industries[0] }],
      [`${REC}/requirements-language/`, { language: ids.languages[0] }],
      ...requirements.locations.map((l) => [`${LOCATIONS}/`, l] as const),
      [`${REC}/requirements-staff/`, { min_staff: 3 }],
      [`${REC}/requirements-exclusion/`, { contractor: ids.agencies[0] }],
      [`${REC}/requirements-inclusion/`, { contractor: ids.agencies[1] }],
    ];
    for (const [url, body] of steps) {
      const res = await as('client')('POST', url, { requirement, ...body });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
    const stepwise = (await loadRequirements(db(), project.id))!;
    const oneShot = (await loadRequirements(db(), once.body.id))!;
    const comparable = (r: typeof oneShot) => ({ ...r, projectId: 0, version: 0, status: '' });
    expect(comparable(oneShot)).toEqual(comparable(stepwise));

    const fresh1 = await rankingOf(once.body.id);
    expect(fresh1.count).toBeGreaterThan(0); // the comparison below compares something
    expect(ranked(fresh1)).toEqual(ranked(await rankingOf(project.id)));
    expect(fresh1.results.map((r) => r.contractorId)).not.toContain(ids.agencies[0]);
    await app().ranking.settled(); // the store is written after the answer
    const [stored] = await db()
      .select()
      .from(projectRankings)
      .where(eq(projectRankings.projectId, once.body.id));
    expect(stored!.requirementsVersion).toBe(await versionOf(app(), once.body.id));
    expect(await rankingOf(once.body.id, true)).toEqual(fresh1);
  });

  it('ranks what the lists allow: the excluded agency is absent, the favourites first of all', async () => {
    const ids = await someIds(app());
    const [excluded, a, b] = ids.agencies;
    const open = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'Без одного',
      requirements: { excluded: [excluded] },
    });
    expect(open.body).toMatchObject({ status: 'draft', requirements_version: 2 });
    const [published] = await app().db.query<{ n: number }>(
      'select count(*)::int as n from contractors where is_published',
    );
    const all = await rankingOf(open.body.id);
    expect(all.count).toBe(published!.n - 1);
    expect(all.results.map((r) => r.contractorId)).not.toContain(excluded);

    const favoured = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'С избранными',
      requirements: { whitelist: [a, b], excluded: [excluded] },
    });
    const page = await rankingOf(favoured.body.id);
    expect(page.count).toBe(all.count);
    expect(
      page.results
        .slice(0, 2)
        .map((r) => [r.contractorId, r.favourite])
        .sort(),
    ).toEqual(
      [
        [a, true],
        [b, true],
      ].sort(),
    );
    expect(page.results.slice(2).some((r) => r.favourite)).toBe(false);
  });

  it('starts in matching only when a service is named; empty requirements keep the version', async () => {
    const { industries } = await someIds(app());
    const noService = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'Только отрасль',
      requirements: { industries: [industries[0]] },
    });
    expect(noService.body).toMatchObject({ status: 'draft', requirements_version: 2 });
    const empty = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'Пустые требования',
      requirements: { comment: 'Позже' },
    });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({
      status: 'draft',
      requirements: expect.any(Number) as number,
      requirements_version: 1,
    });
    const none = await as('client')<Project>('POST', `${PROJECTS}/`, { title: 'Без требований' });
    expect(none.body).toMatchObject({
      status: 'draft',
      requirements: null,
      requirements_version: 1,
    });
  });

  it('writes a part named twice once, with its first band', async () => {
    const { service, range, otherRange } = await someRanges(app());
    const ids = await someIds(app());
    const res = await as('client')<Project>('POST', `${PROJECTS}/`, {
      title: 'Повторы',
      requirements: {
        services: [
          { service, service_range: range },
          { service, service_range: otherRange },
        ],
        industries: [ids.industries[0], ids.industries[0]],
        languages: [ids.languages[0], ids.languages[0]],
        locations: [{ country: ids.country }, { country: ids.country, city: null }],
        excluded: [ids.agencies[0], ids.agencies[0]],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const v = (
      await as('client')<ProjectRequirementsView>('GET', `${PROJECTS}/${res.body.id}/requirements/`)
    ).body;
    expect(v.services.map((s) => s.service_range.id)).toEqual([range]);
    expect(v.industries).toHaveLength(1);
    expect(v.languages).toHaveLength(1);
    expect(v.locations).toHaveLength(1);
    expect(v.exclusions).toHaveLength(1);
  });
});

describe('POST projects/ with bad requirements', () => {
  it('refuses each bad id with a 400 nested under requirements, writing nothing', async () => {
    const { service, range, foreignRange } = await someRanges(app());
    const ids = await someIds(app());
    const [agency, other] = ids.agencies;
    const unknown = 999_999;
    const cases: (readonly [Record<string, unknown>, Record<string, string[]>])[] = [
      [
        { services: [{ service: unknown, service_range: range }] },
        { services: [missingPk(unknown), M.rangeOfAnotherService] },
      ],
      [{ services: [{ service, service_range: unknown }] }, { services: [missingPk(unknown)] }],
      [
        { services: [{ service, service_range: foreignRange }] },
        { services: [M.rangeOfAnotherService] },
      ],
      [{ industries: [unknown] }, { industries: [missingPk(unknown)] }],
      [{ languages: [unknown] }, { languages: [missingPk(unknown)] }],
      [{ locations: [{ country: unknown }] }, { locations: [missingPk(unknown)] }],
      [
        { locations: [{ country: ids.country, city: unknown }] },
        { locations: [missingPk(unknown)] },
      ],
      [
        { locations: [{ country: ids.country, city: ids.foreignCity.id }] },
        { locations: [M.cityOfAnotherCountry] },
      ],
      [{ excluded: [unknown] }, { excluded: [missingPk(unknown)] }],
      [{ included: [unknown] }, { included: [missingPk(unknown)] }],
      [{ whitelist: [agency, unknown] }, { whitelist: [missingPk(unknown)] }],
      // An agency that is not published reads as absent, as in `requirements-inclusion`.
      [{ included: [ids.unpublished!] }, { included: [missingPk(ids.unpublished!)] }],
      [{ excluded: [agency], included: [agency] }, { excluded: [M.chosenAgency] }],
      [{ excluded: [agency, other], whitelist: [other] }, { excluded: [M.chosenAgency] }],
      [
        { industries: [unknown], languages: [unknown + 1] },
        { industries: [missingPk(unknown)], languages: [missingPk(unknown + 1)] },
      ],
    ];
    const before = await footprint();
    for (const [requirements, errors] of cases) {
      // A valid service alongside: the whole body is refused, its good parts too.
      const res = await as('client')('POST', `${PROJECTS}/`, {
        title: 'Не будет создан',
        requirements: {
          ...(!('services' in requirements) && { services: [{ service, service_range: range }] }),
          ...requirements,
        },
      });
      expect(res.status, JSON.stringify(requirements)).toBe(400);
      expect(res.body, JSON.stringify(requirements)).toEqual({ requirements: errors });
    }
    expect(await footprint()).toEqual(before);
  });

  it('reports the dates and the requirements together; a shape error is zod’s field path', async () => {
    const before = await footprint();
    const both = await as('client')('POST', `${PROJECTS}/`, {
      title: 'Т',
      start_date: '2027-02-01',
      deadline: '2027-01-01',
      requirements: { industries: [999_999] },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      deadline: [PROJECT_MESSAGES.deadlineBeforeStart],
      requirements: { industries: [missingPk(999_999)] },
    });
    const { service } = await someRanges(app());
    const noRange = await as('client')('POST', `${PROJECTS}/`, {
      title: 'Т',
      requirements: { services: [{ service }] },
    });
    expect(noRange.status).toBe(400);
    expect(Object.keys(noRange.body)).toEqual(['requirements.services.0.service_range']);
    for (const requirements of [{ budget: '1M_5M' }, { min_staff: 0 }, { industries: ['x'] }, 7]) {
      const res = await as('client')('POST', `${PROJECTS}/`, { title: 'Т', requirements });
      expect(res.status, JSON.stringify(requirements)).toBe(400);
    }
    expect(await footprint()).toEqual(before);
  });

  it('is refused to guests (401), agencies’ people (403) and a client without a company', async () => {
    const { requirements } = await everyPart();
    const body = { title: 'Чужими руками', requirements };
    const before = await footprint();
    for (const [role, status] of [
      ['guest', 401],
      ['leader', 403],
      ['manager', 403],
      ['specialist', 403],
    ] as const) {
      const res = await as(role)('POST', `${PROJECTS}/`, body);
      expect(res.status, role).toBe(status);
    }
    const loner = await registerActive(app(), 'client');
    const res = await call(app(), 'POST', `${PROJECTS}/`, { token: loner.access, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [PROJECT_MESSAGES.noCompany] });
    expect(await footprint()).toEqual(before);
  });
});
