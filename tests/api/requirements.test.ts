import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import {
  REQUIREMENTS_MESSAGES as M,
  type RequirementAgency,
  type RequirementLocation,
  type RequirementService,
  type RequirementsRow,
} from '../../contract/requirements';
import { projects } from '../../server/db/schema';
import { missingPk } from '../../server/http/references';
import { loadRequirements } from '../../server/modules/matching';
import {
  LOCATIONS,
  PROJECTS,
  REC,
  someIds,
  someRanges,
  useProjectApp,
  versionOf,
} from './helpers/projects';

// A project's requirements and their parts: only the project's company changes them, each change is one
// transaction, and a real change (only a real one) grows the project's requirements version.

const { app, as, fresh, unchanged, refusedToOthers } = useProjectApp();
const load = async (projectId: number) => (await loadRequirements(app().db.db, projectId))!;

/** `action` answers `status` and grows the version by `by`. */
async function bumps<R extends { status: number }>(
  projectId: number,
  by: number,
  action: () => Promise<R>,
): Promise<R> {
  const before = await versionOf(app(), projectId);
  const res = await action();
  expect(await versionOf(app(), projectId)).toBe(before + by);
  return res;
}

describe('requirements/', () => {
  it('makes one requirements row per project, asking nothing yet', async () => {
    const project = await as('client')<{ id: number }>('POST', `${PROJECTS}/`, { title: 'Т' });
    const id = project.body.id;
    const res = await bumps(id, 0, () =>
      as('client')<RequirementsRow>('POST', `${REC}/requirements/`, {
        project: id,
        comment: ' Срочно ',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as number,
      project: id,
      comment: 'Срочно',
      min_staff: null,
    });
    const again = await as('client')('POST', `${REC}/requirements/`, { project: id });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ project: [M.projectHasRequirements] });
  });

  it('does not reveal another company’s project, nor take an unknown one', async () => {
    const theirs = await as('otherClient')<{ id: number }>('POST', `${PROJECTS}/`, { title: 'Т' });
    for (const project of [theirs.body.id, 999_999]) {
      const res = await as('client')('POST', `${REC}/requirements/`, { project });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ project: [missingPk(project)] });
    }
    expect((await as('leader')('POST', `${REC}/requirements/`, { project: 1 })).status).toBe(403);
    expect((await as('guest')('POST', `${REC}/requirements/`, { project: 1 })).status).toBe(401);
    for (const body of [{ project: 'one' }, { project: 1, extra: 1 }, {}])
      expect((await as('client')('POST', `${REC}/requirements/`, body)).status).toBe(400);
  });

  it('changes the comment without growing the version; others get 404', async () => {
    const { project, requirement } = await fresh();
    const url = `${REC}/requirements/${requirement}/`;
    const res = await bumps(project.id, 0, () =>
      as('client')<RequirementsRow>('PATCH', url, { comment: 'Важен опыт в ритейле' }),
    );
    expect(res.body).toMatchObject({ id: requirement, comment: 'Важен опыт в ритейле' });
    await refusedToOthers(project.id, 'PATCH', url, { comment: 'Чужое' });
    expect((await as('client')('PATCH', `${REC}/requirements/999999/`, {})).status).toBe(404);
  });
});

describe('requirements-staff/', () => {
  it('sets and clears the smallest team, growing the version only on a change', async () => {
    const { project, requirement } = await fresh();
    const url = `${REC}/requirements-staff/`;
    const set = await bumps(project.id, 1, () =>
      as('client')<RequirementsRow>('POST', url, { requirement, min_staff: 15 }),
    );
    expect(set.status).toBe(201);
    expect(set.body.min_staff).toBe(15);
    await bumps(project.id, 0, () => as('client')('POST', url, { requirement, min_staff: 15 }));
    await bumps(project.id, 1, () => as('client')('POST', url, { requirement, min_staff: null }));
    expect((await load(project.id)).minStaff).toBeNull();
    for (const min_staff of [0, 'десять', 1.5, 100_001]) {
      const res = await unchanged(project.id, () =>
        as('client')('POST', url, { requirement, min_staff }),
      );
      expect(res.status, String(min_staff)).toBe(400);
      expect(Object.keys(res.body as object)).toEqual(['min_staff']);
    }
    const foreign = await unchanged(project.id, () =>
      as('otherClient')('POST', url, { requirement, min_staff: 3 }),
    );
    expect(foreign.body).toEqual({ requirement: [missingPk(requirement)] });
  });
});

describe('requirements-service/', () => {
  const URL = `${REC}/requirements-service`;

  it('adds a service with its range, changes the range, removes it; each a new version', async () => {
    const { project, requirement } = await fresh();
    const { service, range, otherRange } = await someRanges(app());
    const added = await bumps(project.id, 1, () =>
      as('client')<RequirementService>('POST', `${URL}/`, {
        requirement,
        service,
        service_range: range,
      }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      requirement,
      service: { id: service },
      service_range: { id: range, min_price: expect.any(Number) as number },
    });
    const url = `${URL}/${added.body.id}/`;
    await bumps(project.id, 0, () => as('client')('PATCH', url, { service_range: range }));
    const changed = await bumps(project.id, 1, () =>
      as('client')<RequirementService>('PATCH', url, { service_range: otherRange }),
    );
    expect(changed.body.service_range.id).toBe(otherRange);
    const [loaded] = (await load(project.id)).services;
    expect(loaded).toEqual({
      serviceId: service,
      rangeId: otherRange,
      minPrice: changed.body.service_range.min_price,
      maxPrice: changed.body.service_range.max_price,
    });
    await refusedToOthers(project.id, 'PATCH', url, { service_range: range });
    await refusedToOthers(project.id, 'DELETE', url);
    const removed = await bumps(project.id, 1, () => as('client')('DELETE', url));
    expect(removed.status).toBe(204);
    expect((await load(project.id)).services).toEqual([]);
    expect((await as('client')('DELETE', url)).status).toBe(404);
  });

  it('refuses a duplicate service, a range of another service and unknown ids', async () => {
    const { project, requirement } = await fresh();
    const { service, range, foreignRange } = await someRanges(app());
    await as('client')('POST', `${URL}/`, { requirement, service, service_range: range });
    const cases: [unknown, Record<string, string[]>][] = [
      [{ requirement, service, service_range: range }, { service: [M.serviceTaken] }],
      [
        { requirement, service: (await someRanges(app(), 1)).service, service_range: range },
        { service_range: [M.rangeOfAnotherService] },
      ],
      [{ requirement, service: 999_999, service_range: range }, { service: [missingPk(999_999)] }],
      [
        { requirement, service: (await someRanges(app(), 1)).service, service_range: 999_999 },
        { service_range: [missingPk(999_999)] },
      ],
      [
        { requirement: 999_999, service, service_range: range },
        { requirement: [missingPk(999_999)] },
      ],
      [{ requirement, service: '1', service_range: range }, { service: ['Введите целое число.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await unchanged(project.id, () => as('client')('POST', `${URL}/`, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    const [row] = await as('client')<Page<RequirementService>>(
      'GET',
      `${URL}/?requirement=${requirement}`,
    ).then((r) => r.body.results);
    const res = await unchanged(project.id, () =>
      as('client')('PATCH', `${URL}/${row!.id}/`, { service_range: foreignRange }),
    );
    expect(res.body).toEqual({ service_range: [M.rangeOfAnotherService] });
  });

  it('lists only the caller’s company’s required services', async () => {
    const mine = await fresh();
    const theirs = await fresh({}, 'otherClient');
    const { service, range } = await someRanges(app(), 2);
    for (const [role, requirement] of [
      ['client', mine.requirement],
      ['otherClient', theirs.requirement],
    ] as const)
      await as(role)('POST', `${URL}/`, { requirement, service, service_range: range });
    const all = await as('client')<Page<RequirementService>>('GET', `${URL}/?page_size=100`);
    expect(all.status).toBe(200);
    const requirementsSeen = new Set(all.body.results.map((r) => r.requirement));
    expect(requirementsSeen.has(mine.requirement)).toBe(true);
    expect(requirementsSeen.has(theirs.requirement)).toBe(false);
    const one = await as('client')<Page<RequirementService>>(
      'GET',
      `${URL}/?requirement=${theirs.requirement}`,
    );
    expect(one.body.count).toBe(0);
    expect((await as('guest')('GET', `${URL}/`)).status).toBe(401);
    expect((await as('leader')('GET', `${URL}/`)).status).toBe(403);
  });
});

describe('requirements-industry/ and requirements-language/', () => {
  for (const [part, field, taken] of [
    ['industry', 'industries', M.industryTaken],
    ['language', 'languages', M.languageTaken],
  ] as const)
    it(`adds and removes a ${part}, refusing a duplicate and an unknown id`, async () => {
      const { project, requirement } = await fresh();
      const id = (await someIds(app()))[field][0]!;
      const url = `${REC}/requirements-${part}/`;
      const added = await bumps(project.id, 1, () =>
        as('client')<{ id: number }>('POST', url, { requirement, [part]: id }),
      );
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ requirement, [part]: { id } });
      const loaded = await load(project.id);
      expect(part === 'industry' ? loaded.industryIds : loaded.languageIds).toEqual([id]);
      for (const [body, errors] of [
        [{ requirement, [part]: id }, { [part]: [taken] }],
        [{ requirement, [part]: 999_999 }, { [part]: [missingPk(999_999)] }],
        [{ requirement, [part]: null }, { [part]: ['Это поле не может быть null.'] }],
      ] as const) {
        const res = await unchanged(project.id, () => as('client')('POST', url, body));
        expect(res.body).toEqual(errors);
      }
      await refusedToOthers(project.id, 'DELETE', `${url}${added.body.id}/`);
      await bumps(project.id, 1, () => as('client')('DELETE', `${url}${added.body.id}/`));
      expect((await as('client')('DELETE', `${url}${added.body.id}/`)).status).toBe(404);
    });
});

describe('location-requirements/', () => {
  it('adds a city of a country, moves it, removes it; refuses a city of another country', async () => {
    const { project, requirement } = await fresh();
    const ids = await someIds(app());
    const added = await bumps(project.id, 1, () =>
      as('client')<RequirementLocation>('POST', `${LOCATIONS}/`, {
        requirement,
        country: ids.country,
        city: ids.city,
      }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ country: { id: ids.country }, city: { id: ids.city } });
    expect((await load(project.id)).locations).toEqual([
      { countryId: ids.country, cityId: ids.city },
    ]);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { requirement, country: ids.country, city: ids.foreignCity.id },
        { city: [M.cityOfAnotherCountry] },
      ],
      [
        { requirement, country: ids.country, city: ids.city },
        { non_field_errors: [M.locationTaken] },
      ],
      [{ requirement, country: 999_999 }, { country: [missingPk(999_999)] }],
      [{ requirement, country: ids.country, city: 999_999 }, { city: [missingPk(999_999)] }],
    ];
    for (const [body, errors] of cases) {
      const res = await unchanged(project.id, () => as('client')('POST', `${LOCATIONS}/`, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    const url = `${LOCATIONS}/${added.body.id}/`;
    const wrong = await unchanged(project.id, () =>
      as('client')('PATCH', url, { country: ids.foreignCity.countryId }),
    );
    expect(wrong.body).toEqual({ city: [M.cityOfAnotherCountry] });
    await bumps(project.id, 0, () => as('client')('PATCH', url, { city: ids.city }));
    const whole = await bumps(project.id, 1, () =>
      as('client')<RequirementLocation>('PATCH', url, { city: null }),
    );
    expect(whole.body.city).toBeNull();
    await refusedToOthers(project.id, 'PATCH', url, { city: ids.city });
    await refusedToOthers(project.id, 'DELETE', url);
    await bumps(project.id, 1, () => as('client')('DELETE', url));
    expect((await load(project.id)).locations).toEqual([]);
  });
});

describe('requirements-exclusion/, -inclusion/, -whitelist/', () => {
  it('adds and removes agencies on each list', async () => {
    const { project, requirement } = await fresh();
    const [a, b, c] = (await someIds(app())).agencies;
    const put = (kind: string, contractor: number) =>
      as('client')<RequirementAgency>('POST', `${REC}/requirements-${kind}/`, {
        requirement,
        contractor,
      });
    const excluded = await bumps(project.id, 1, () => put('exclusion', a!));
    expect(excluded.status).toBe(201);
    expect(excluded.body).toMatchObject({ requirement, contractor: { id: a } });
    await bumps(project.id, 1, () => put('inclusion', b!));
    await bumps(project.id, 1, () => put('whitelist', b!));
    await bumps(project.id, 1, () => put('whitelist', c!));
    expect(await load(project.id)).toMatchObject({
      excludedIds: [a],
      includedIds: [b],
      whitelistIds: [b, c].sort((x, y) => x! - y!),
    });
    // An id of one list is not found at another list's path.
    expect(
      (await as('client')('DELETE', `${REC}/requirements-inclusion/${excluded.body.id}/`)).status,
    ).toBe(404);
    await refusedToOthers(
      project.id,
      'DELETE',
      `${REC}/requirements-exclusion/${excluded.body.id}/`,
    );
    await bumps(project.id, 1, () =>
      as('client')('DELETE', `${REC}/requirements-exclusion/${excluded.body.id}/`),
    );
    expect((await load(project.id)).excludedIds).toEqual([]);
  });

  it('never lets an agency be both excluded and included or favoured', async () => {
    const { project, requirement } = await fresh();
    const [a, b] = (await someIds(app())).agencies;
    const put = (kind: string, contractor: number) =>
      as('client')('POST', `${REC}/requirements-${kind}/`, { requirement, contractor });
    await put('exclusion', a!);
    await put('whitelist', b!);
    const cases: [string, number, string][] = [
      ['inclusion', a!, M.excludedAgency],
      ['whitelist', a!, M.excludedAgency],
      ['exclusion', b!, M.chosenAgency],
      ['exclusion', a!, M.agencyListed.exclusion],
      ['whitelist', b!, M.agencyListed.whitelist],
    ];
    for (const [kind, contractor, message] of cases) {
      const res = await unchanged(project.id, () => put(kind, contractor));
      expect(res.status, `${kind} ${contractor}`).toBe(400);
      expect(res.body).toEqual({ contractor: [message] });
    }
  });

  it('refuses unknown and unpublished agencies and another company’s requirements', async () => {
    const { project, requirement } = await fresh();
    const ids = await someIds(app());
    const unknown = [999_999, ...(ids.unpublished === undefined ? [] : [ids.unpublished])];
    for (const contractor of unknown) {
      const res = await unchanged(project.id, () =>
        as('client')('POST', `${REC}/requirements-inclusion/`, { requirement, contractor }),
      );
      expect(res.body).toEqual({ contractor: [missingPk(contractor)] });
    }
    const res = await unchanged(project.id, () =>
      as('otherClient')('POST', `${REC}/requirements-exclusion/`, {
        requirement,
        contractor: ids.agencies[0],
      }),
    );
    expect(res.body).toEqual({ requirement: [missingPk(requirement)] });
    for (const role of ['leader', 'specialist', 'guest'] as const)
      expect(
        (await as(role)('POST', `${REC}/requirements-whitelist/`, { requirement, contractor: 1 }))
          .status,
      ).toBe(role === 'guest' ? 401 : 403);
  });
});

describe('create-many-exclusions/ and create-many-inclusions/', () => {
  it('adds every agency in one change, and keeps those already listed', async () => {
    const { project, requirement } = await fresh();
    const [a, b, c] = (await someIds(app())).agencies;
    const url = `${REC}/requirements-exclusion/create-many-exclusions/`;
    const first = await bumps(project.id, 1, () =>
      as('client')<RequirementAgency[]>('POST', url, { requirement, contractors: [a, b] }),
    );
    expect(first.status).toBe(201);
    expect(first.body.map((r) => r.contractor.id).sort()).toEqual([a, b].sort());
    await bumps(project.id, 0, () =>
      as('client')('POST', url, { requirement, contractors: [b, a] }),
    );
    const more = await bumps(project.id, 1, () =>
      as('client')<RequirementAgency[]>('POST', url, { requirement, contractors: [a, c] }),
    );
    expect(more.body).toHaveLength(2);
    expect((await load(project.id)).excludedIds).toEqual([a, b, c].sort((x, y) => x! - y!));
  });

  it('changes nothing when one id is bad', async () => {
    const { project, requirement } = await fresh();
    const [a, b, c] = (await someIds(app())).agencies;
    await as('client')('POST', `${REC}/requirements-exclusion/`, { requirement, contractor: c });
    const url = `${REC}/requirements-inclusion/create-many-inclusions/`;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ requirement, contractors: [a, 999_999, b] }, { 'contractors.1': [missingPk(999_999)] }],
      [{ requirement, contractors: [a, b, c] }, { 'contractors.2': [M.excludedAgency] }],
      [{ requirement, contractors: [a, a] }, { 'contractors.1': [M.agencyTwice] }],
      [{ requirement, contractors: [] }, { contractors: [M.emptyList] }],
      [{ requirement, contractors: [a, 'b'] }, { 'contractors.1': ['Введите целое число.'] }],
      [
        { requirement, contractors: Array.from({ length: 101 }, (_, i) => i + 1) },
        { contractors: [M.tooMany] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await unchanged(project.id, () => as('client')('POST', url, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect((await load(project.id)).includedIds).toEqual([]);
  });
});

describe('a closed project', () => {
  it('keeps its requirements as they are', async () => {
    const { project, requirement } = await fresh();
    await app().db.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, project.id));
    const { service, range } = await someRanges(app());
    const res = await unchanged(project.id, () =>
      as('client')('POST', `${REC}/requirements-service/`, {
        requirement,
        service,
        service_range: range,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [M.closedProject] });
  });
});

describe('GET projects/{id}/requirements/', () => {
  it('answers every part, as the parts’ own routes answer them', async () => {
    const { project, requirement } = await fresh();
    const ids = await someIds(app());
    const { service, range } = await someRanges(app());
    const svc = await as('client')('POST', `${REC}/requirements-service/`, {
      requirement,
      service,
      service_range: range,
    });
    const place = await as('client')('POST', `${LOCATIONS}/`, {
      requirement,
      country: ids.country,
    });
    const fav = await as('client')('POST', `${REC}/requirements-whitelist/`, {
      requirement,
      contractor: ids.agencies[0],
    });
    const res = await as('client')('GET', `${PROJECTS}/${project.id}/requirements/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: requirement,
      project: project.id,
      requirements_version: await versionOf(app(), project.id),
      services: [svc.body],
      locations: [place.body],
      whitelist: [fav.body],
      exclusions: [],
      inclusions: [],
      industries: [],
      languages: [],
    });
  });
});
