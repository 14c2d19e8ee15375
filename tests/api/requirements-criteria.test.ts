import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import {
  REQUIREMENTS_MESSAGES as M,
  type RequirementLocation,
  type RequirementService,
} from '../../contract/requirements';
import { missingPk } from '../../server/http/references';
import { LOCATIONS, REC, someIds, someRanges, useProjectApp } from './helpers/projects';

// The criteria a project asks of agencies, through the API: services with their price range, industries,
// languages and places; each change one transaction that grows the requirements version.

const { app, as, fresh, unchanged, refusedToOthers, bumps, requirementsOf: load } = useProjectApp();

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
