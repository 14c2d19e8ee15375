import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from '../../../contract/drf';
import type { Project } from '../../../contract/project';
import type { RankedAgency } from '../../../contract/ranking';
import type { RequirementsRow } from '../../../contract/requirements';
import {
  cities,
  contractors,
  countries,
  industries,
  languages,
  projects,
  serviceRanges,
} from '../../../server/db/schema';
import { loadRequirements } from '../../../server/modules/matching';
import { call, type Method } from './accounts';
import { buildTestApp, type TestApp } from './test-app';
import { buildWorld, callerAs, type Role, type World } from './world';

// Projects and requirements in tests: a server with its visitors, fresh projects, reference picks, and the
// state a refused request must leave as it was.

export const PROJECTS = '/project/api/v1/projects';
export const REC = '/recruitment/api/v1';
export const LOCATIONS = '/location/api/v1/location-requirements';

/** Creates a project of `role`'s company through the API, with its (empty) requirements. */
export async function newProject(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
): Promise<{ project: Project; requirement: number }> {
  const created = await call<Project>(app, 'POST', `${PROJECTS}/`, {
    token,
    body: { title: 'Сайт для сети пекарен', ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const req = await call<RequirementsRow>(app, 'POST', `${REC}/requirements/`, {
    token,
    body: { project: created.body.id },
  });
  expect(req.status, JSON.stringify(req.body)).toBe(201);
  return { project: created.body, requirement: req.body.id };
}

/** The project's requirements version, straight from its row. */
export async function versionOf(app: FastifyInstance, projectId: number): Promise<number> {
  const [row] = await app.db.db
    .select({ v: projects.requirementsVersion })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!.v;
}

/** Two ranges of one service and a range of another service. */
export async function someRanges(app: FastifyInstance, skip = 0) {
  const ranges = await app.db.db
    .select()
    .from(serviceRanges)
    .orderBy(asc(serviceRanges.serviceId), asc(serviceRanges.position));
  const services = [...new Set(ranges.map((r) => r.serviceId))];
  const service = services[skip]!;
  const own = ranges.filter((r) => r.serviceId === service);
  const foreign = ranges.find((r) => r.serviceId !== service)!;
  return { service, range: own[0]!.id, otherRange: own[1]!.id, foreignRange: foreign.id };
}

export async function someIds(app: FastifyInstance) {
  const db = app.db.db;
  const [russia] = await db.select().from(countries).where(eq(countries.code, 'RU'));
  const [city] = await db.select().from(cities).where(eq(cities.countryId, russia!.id)).limit(1);
  const [foreignCity] = await db
    .select()
    .from(cities)
    .where(ne(cities.countryId, russia!.id))
    .limit(1);
  const industryRows = await db.select().from(industries).orderBy(asc(industries.id)).limit(2);
  const languageRows = await db.select().from(languages).orderBy(asc(languages.id)).limit(2);
  const published = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.isPublished, true))
    .orderBy(asc(contractors.id))
    .limit(6);
  const [unpublished] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.isPublished, false)))
    .limit(1);
  return {
    country: russia!.id,
    city: city!.id,
    foreignCity: foreignCity!,
    industries: industryRows.map((r) => r.id),
    languages: languageRows.map((r) => r.id),
    agencies: published.map((r) => r.id),
    unpublished: unpublished?.id,
  };
}

/** A test file's server and its visitors; `as(role)` calls with that visitor's token. */
export function useProjectApp() {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await buildTestApp();
    world = await buildWorld(t.app);
  });
  afterAll(() => t.close());

  const app = () => t.app;
  const token = (role: Role) => world[role].session?.access;
  const as = callerAs(app, () => world);
  /** A fresh project of the client's company (or `role`'s), with empty requirements. */
  const fresh = (body: Record<string, unknown> = {}, role: Role = 'client') =>
    newProject(t.app, token(role)!, body);

  /** Runs `action` and checks that the project and everything the ranking reads of it are as before. */
  async function unchanged<T>(projectId: number, action: () => Promise<T>): Promise<T> {
    const before = await loadRequirements(t.app.db.db, projectId);
    const [rowBefore] = await t.app.db.db.select().from(projects).where(eq(projects.id, projectId));
    const result = await action();
    expect(await loadRequirements(t.app.db.db, projectId)).toEqual(before);
    const [rowAfter] = await t.app.db.db.select().from(projects).where(eq(projects.id, projectId));
    expect(rowAfter).toEqual(rowBefore);
    return result;
  }

  /** `action` answers `status` and grows the version by `by`. */
  async function bumps<R extends { status: number }>(
    projectId: number,
    by: number,
    action: () => Promise<R>,
  ): Promise<R> {
    const before = await versionOf(t.app, projectId);
    const res = await action();
    expect(await versionOf(t.app, projectId)).toBe(before + by);
    return res;
  }

  /** The project's requirements as the ranking reads them. */
  const requirementsOf = async (projectId: number) =>
    (await loadRequirements(t.app.db.db, projectId))!;

  /** Everyone but the project's company is refused: guest 401, agency people 403, another client 404. */
  async function refusedToOthers(
    projectId: number,
    method: Method,
    url: string,
    body?: unknown,
    otherClientStatus = 404,
  ) {
    const expectations: [Role, number][] = [
      ['guest', 401],
      ['otherClient', otherClientStatus],
      ['leader', 403],
      ['manager', 403],
      ['specialist', 403],
    ];
    for (const [role, status] of expectations) {
      const res = await unchanged(projectId, () => as(role)(method, url, body));
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(status);
    }
  }

  return { app, as, fresh, world: () => world, unchanged, refusedToOthers, bumps, requirementsOf };
}

/**
 * A project's whole ranking in one page as the client reads it (the demo catalogue fits 100), fresh or from
 * the store; every result's explanation adds up to its score.
 */
export async function wholeRanking(
  asClient: ReturnType<ReturnType<typeof useProjectApp>['as']>,
  projectId: number,
  useCache: boolean,
): Promise<Page<RankedAgency>> {
  const res = await asClient<Page<RankedAgency>>(
    'GET',
    `/contractor/api/projects/${projectId}/dynamic-contractor/?use_cache=${useCache}&page_size=100`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const item of res.body.results)
    expect(item.explanation.reduce((sum, e) => sum + e.points, 0)).toBe(item.score);
  return res.body;
}
