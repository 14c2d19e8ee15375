import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS_MESSAGES as M, type RequirementsRow } from '../../contract/requirements';
import { projects } from '../../server/db/schema';
import { missingPk } from '../../server/http/references';
import {
  LOCATIONS,
  PROJECTS,
  REC,
  someIds,
  someRanges,
  useProjectApp,
  versionOf,
} from './helpers/projects';

// A project's requirements row through the API: only the project's company changes it, each change is one
// transaction, and a real change (only a real one) grows the project's requirements version; a closed project
// keeps it, and the whole is read at once. The parts: requirements-criteria and requirements-agencies.

const { app, as, fresh, unchanged, refusedToOthers, bumps, requirementsOf: load } = useProjectApp();

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
