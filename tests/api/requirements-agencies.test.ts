import { describe, expect, it } from 'vitest';
import { REQUIREMENTS_MESSAGES as M, type RequirementAgency } from '../../contract/requirements';
import { missingPk } from '../../server/http/references';
import { REC, someIds, useProjectApp } from './helpers/projects';

// A project's lists of agencies through the API: excluded, included and favoured (whitelist), one at a time
// or many in one change, never both excluded and chosen.

const { app, as, fresh, unchanged, refusedToOthers, bumps, requirementsOf: load } = useProjectApp();

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
