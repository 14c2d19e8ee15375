import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../contract/drf';
import { MATCHING_CRITERION_KEYS } from '../../contract/matching';
import { rankingPage, type RankedAgency } from '../../contract/ranking';
import {
  catalogueVersion,
  contractors,
  projectRankingItems,
  projectRankings,
  projects,
} from '../../server/db/schema';
import { DEMO_PROJECTS } from '../../server/db/seed/demo-projects';
import {
  currentCatalogueVersion,
  RANKING_ITEM_FORMAT,
  storeRankingPage,
} from '../../server/modules/matching/stored-ranking';
import { call, login } from './helpers/accounts';
import { languageNotIn } from './helpers/profile';
import { REC, useProjectApp } from './helpers/projects';

// The ranking endpoint: only the project's company sees it; `use_cache=true` answers the stored ranking
// while the requirements and the catalogue are as they were, and the fresh one right after either changes.

const { app, as, fresh, world, refusedToOthers } = useProjectApp();
const db = () => app().db.db;

const rankingUrl = (projectId: number, query = '') =>
  `/contractor/api/projects/${projectId}/dynamic-contractor/${query}`;
const ranking = (projectId: number, query = '') =>
  as('client')<Page<RankedAgency>>('GET', rankingUrl(projectId, query));
const ids = (page: Page<RankedAgency>) => page.results.map((item) => item.contractorId);
const sumOf = (item: RankedAgency) => item.explanation.reduce((sum, e) => sum + e.points, 0);

/** The whole ranking in one page: fresh (`use_cache=false`) or as the cache answers. */
async function whole(projectId: number, useCache: boolean) {
  const res = await ranking(projectId, `?use_cache=${useCache}&page_size=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.next).toBeNull(); // the demo catalogue fits one page of 100
  return res.body;
}

/** The store's rows of a project: a fresh ranking writes them after answering, so once they are written. */
const storedRows = async (projectId: number) => {
  await app().ranking.settled();
  return readStore(projectId);
};
const readStore = (projectId: number) =>
  db().select().from(projectRankings).where(eq(projectRankings.projectId, projectId));

describe('GET dynamic-contractor/: who may see it', () => {
  it('is refused to everyone but the project’s company, storing nothing', async () => {
    const { project } = await fresh();
    for (const query of ['', '?use_cache=true', '?use_cache=false'])
      await refusedToOthers(project.id, 'GET', rankingUrl(project.id, query));
    expect(await storedRows(project.id)).toEqual([]);
  });

  it('a stored and kept page is refused all the same: its read begins before the principal is known', async () => {
    const { project } = await fresh();
    const url = rankingUrl(project.id, '?use_cache=true');
    expect((await ranking(project.id)).status).toBe(200);
    await storedRows(project.id);
    await refusedToOthers(project.id, 'GET', url);
    // The company's own user, on a login that has ended: the token is signed, its user the right one.
    const { email, password } = world().client.session!;
    const ended = await login(app(), email, password);
    const out = await call(app(), 'POST', '/auth/api/v1/jwt/blacklist/', {
      body: { refresh: ended.refresh },
    });
    expect(out.status).toBe(200);
    expect((await call(app(), 'GET', url, { token: ended.access })).status).toBe(401);
    expect((await ranking(project.id, '?use_cache=true')).status).toBe(200);
  });

  it('answers 404 for a project that does not exist or an id that cannot be one', async () => {
    for (const id of ['999999', '0', '01', 'abc', '2147483648']) {
      const res = await as('client')('GET', `/contractor/api/projects/${id}/dynamic-contractor/`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ detail: expect.any(String) as string });
    }
  });

  it('answers the project’s company a DRF page of ranked agencies with their explanations', async () => {
    const { project } = await fresh();
    const res = await ranking(project.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      count: expect.any(Number) as number,
      next: expect.any(String) as string,
      previous: null,
      results: expect.any(Array) as unknown[],
    });
    expect(res.body.results).toHaveLength(20);
    // Sent as stored JSON, past the response serializer: it still is exactly the declared schema's shape
    // (parsing drops what it does not declare), fresh and cached alike.
    expect(rankingPage.parse(res.body)).toEqual(res.body);
    const cached = await ranking(project.id, '?use_cache=true');
    expect(rankingPage.parse(cached.body)).toEqual(cached.body);
    for (const item of res.body.results) {
      expect(item.explanation.map((e) => e.criterion)).toEqual(MATCHING_CRITERION_KEYS);
      expect(sumOf(item)).toBe(item.score);
      expect(item.contractor.id).toBe(item.contractorId);
    }
  });

  it('keeps each agency’s card with the stored page, and a renamed agency shows its new name at once', async () => {
    const agency = world().leader.contractorId!;
    const { project, requirement } = await fresh();
    const listed = await as('client')('POST', `${REC}/requirements-inclusion/`, {
      requirement,
      contractor: agency,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const cardOf = async (useCache: boolean) =>
      (await whole(project.id, useCache)).results.find((item) => item.contractorId === agency)!
        .contractor;
    const before = await cardOf(false);
    // A name written behind the API's back bumps no version: the stored card is what is served.
    await db().update(contractors).set({ name: 'Другое имя' }).where(eq(contractors.id, agency));
    expect((await cardOf(true)).name).toBe(before.name);
    const renamed = await as('leader')('PATCH', `/contractor/api/v1/contractors/${agency}/`, {
      name: 'Северный ветер — новое имя',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await cardOf(true)).name).toBe('Северный ветер — новое имя');
  });
});

describe('GET dynamic-contractor/: its query', () => {
  it('refuses a bad page (404) and a use_cache that is not a boolean (400), in DRF’s shape', async () => {
    const { project } = await fresh();
    for (const query of ['?page=0', '?page=-1', '?page=x', '?page=999'])
      expect(await ranking(project.id, query)).toMatchObject({
        status: 404,
        body: { detail: 'Неверная страница.' },
      });
    for (const query of ['?use_cache=maybe', '?use_cache=', '?use_cache=yes'])
      expect(await ranking(project.id, query)).toMatchObject({
        status: 400,
        body: { use_cache: ['Должно быть true или false.'] },
      });
  });

  it('pages the stored ranking as DRF does, cached or not', async () => {
    const { project } = await fresh();
    const all = await whole(project.id, false);
    const second = await ranking(project.id, '?use_cache=true&page=2&page_size=3');
    expect(second.status).toBe(200);
    expect(second.body.count).toBe(all.count);
    expect(second.body.results).toEqual(all.results.slice(3, 6));
    expect(second.body.previous).toMatch(/dynamic-contractor\/\?use_cache=true&page_size=3$/);
    expect(second.body.next).toMatch(/page=3/);
    const freshSecond = await ranking(project.id, '?page=2&page_size=3');
    expect(freshSecond.body.results).toEqual(second.body.results);
    expect(freshSecond.body.count).toBe(all.count);
  });
});

/**
 * Runs `action` with the app's statements through `db.execute` watched: the store's write (the one statement
 * that inserts into `project_rankings`) runs `store` instead, given the real write; every other statement's
 * text is listed in `reads`.
 */
async function watchingStatements<T>(
  store: (write: () => Promise<unknown>) => Promise<unknown>,
  action: (reads: string[]) => Promise<T>,
): Promise<T> {
  const dialect = new PgDialect();
  const target = db();
  const execute = target.execute.bind(target);
  const reads: string[] = [];
  const spy = vi.spyOn(target, 'execute').mockImplementation(((query: SQL) => {
    const text = dialect.sqlToQuery(query).sql;
    if (!/insert into "project_rankings"/.test(text)) {
      reads.push(text);
      return execute(query);
    }
    return store(() => execute(query));
  }) as typeof target.execute);
  try {
    return await action(reads);
  } finally {
    spy.mockRestore();
  }
}

describe('GET dynamic-contractor/: the store, written after the answer', () => {
  it('answers a fresh ranking in two statements, before its store is written, and then writes it', async () => {
    const { project } = await fresh();
    await app().ranking.indexAt(await currentCatalogueVersion(db())); // no read of the index below
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = await watchingStatements(
      (write) => held.then(write),
      async (reads) => {
        const answer = await whole(project.id, false);
        // The project with its requirements and the catalogue's version, then the page's names and plans.
        expect(reads).toHaveLength(2);
        expect(reads[0]).toMatch(/from projects p/);
        // Answered, and nothing stored yet: the write waits for `held`, and `settled` for the write.
        expect(await readStore(project.id)).toEqual([]);
        const settled = app().ranking.settled();
        release();
        await settled;
        return answer;
      },
    );
    expect(await readStore(project.id)).toMatchObject([
      { count: first.count, requirementsVersion: project.requirements_version },
    ]);
    app().ranking.forget();
    const { stored } = app().ranking.cacheCounts;
    expect(await whole(project.id, true)).toEqual(first);
    expect(app().ranking.cacheCounts.stored).toBe(stored + 1); // answered from the store
  });

  it('answers a fresh ranking whose store fails, and logs a warning', async () => {
    const { project } = await fresh();
    const warn = vi.spyOn(app().log, 'warn');
    try {
      const first = await watchingStatements(
        () => Promise.reject(new Error('the disk is full')),
        async () => {
          const answer = await whole(project.id, false);
          await app().ranking.settled();
          return answer;
        },
      );
      expect(warn).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'the disk is full' }) as unknown },
        'a ranking page was not stored',
      );
      expect(await readStore(project.id)).toEqual([]);
      // Nothing stored: a process that keeps nothing ranks it again.
      app().ranking.forget();
      expect(await whole(project.id, true)).toEqual(first);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the store', () => {
  it('never takes an older ranking over a newer one: a store that commits late is dropped', async () => {
    const { project } = await fresh();
    const newer = await whole(project.id, false);
    const [header] = await storedRows(project.id);
    const items = () =>
      db().select().from(projectRankingItems).where(eq(projectRankingItems.projectId, project.id));
    const before = await items();
    expect(before.length).toBe(newer.results.length);
    // Stores of rankings made before the last catalogue change, or the last requirements change, that
    // commit only now (written after their answers, on another connection).
    for (const older of [
      {
        requirementsVersion: header!.requirementsVersion,
        catalogueVersion: header!.catalogueVersion - 1,
      },
      {
        requirementsVersion: header!.requirementsVersion - 1,
        catalogueVersion: header!.catalogueVersion,
      },
    ])
      await storeRankingPage(
        db(),
        project.id,
        { ...older, validUntil: null },
        { count: 1, offset: 0, results: ['{"stale":true}'] },
      );
    expect(await readStore(project.id)).toEqual([header]);
    expect(await items()).toEqual(before);
    app().ranking.forget();
    expect(await whole(project.id, true)).toEqual(newer);
  });
});

describe('GET dynamic-contractor/?use_cache', () => {
  it('serves the stored ranking while nothing changed, and it equals a fresh one', async () => {
    const { project } = await fresh();
    const first = await whole(project.id, false);
    const [stored] = await storedRows(project.id);
    expect(stored).toMatchObject({ requirementsVersion: project.requirements_version });
    expect(stored!.count).toBe(first.count);
    expect(await whole(project.id, true)).toEqual(first);

    // The cached answer really is the store: a mark put into it shows to a process that does not keep the
    // page itself (this one, once it forgets what it kept), and a fresh call replaces it.
    await app().ranking.settled();
    await db()
      .update(projectRankingItems)
      .set({
        item: sql`jsonb_set(${projectRankingItems.item}::jsonb, '{failedFilters}', '["метка"]')::json`,
      })
      .where(
        and(eq(projectRankingItems.projectId, project.id), eq(projectRankingItems.position, 1)),
      );
    expect(await whole(project.id, true)).toEqual(first); // the page this process kept
    app().ranking.forget();
    expect((await whole(project.id, true)).results[0]!.failedFilters).toEqual(['метка']);
    expect((await whole(project.id, true)).results[0]!.failedFilters).toEqual(['метка']); // kept now
    expect(await whole(project.id, false)).toEqual(first);
    expect(await whole(project.id, true)).toEqual(first);
  });

  it('never serves items stored in another format: an older build ranked them', async () => {
    const { project } = await fresh();
    const first = await whole(project.id, false);
    // What an older build left in the store: its own card shape (marked here), its own format number.
    await app().ranking.settled();
    await db()
      .update(projectRankingItems)
      .set({
        item: sql`jsonb_set(${projectRankingItems.item}::jsonb, '{failedFilters}', '["старый вид"]')::json`,
        format: RANKING_ITEM_FORMAT - 1,
      })
      .where(eq(projectRankingItems.projectId, project.id));
    app().ranking.forget(); // a newly deployed process keeps nothing yet
    expect(await whole(project.id, true)).toEqual(first);
    await app().ranking.settled();
    const formats = await db()
      .selectDistinct({ format: projectRankingItems.format })
      .from(projectRankingItems)
      .where(eq(projectRankingItems.projectId, project.id));
    expect(formats).toEqual([{ format: RANKING_ITEM_FORMAT }]); // ranked again and stored anew
  });

  it('does not answer a kept page once another process changed the catalogue', async () => {
    const { project } = await fresh();
    const first = await whole(project.id, true);
    const [before] = await storedRows(project.id);
    // What another process's profile write does: the catalogue's version grows (no row here changes).
    await db()
      .update(catalogueVersion)
      .set({ version: sql`${catalogueVersion.version} + 1` });
    expect(await whole(project.id, true)).toEqual(first);
    const [after] = await storedRows(project.id);
    expect(after!.catalogueVersion).toBe(before!.catalogueVersion + 1); // ranked and stored again
  });

  it('stores only the pages asked for, and adds a missing page when the cache is asked for it', async () => {
    const { project } = await fresh();
    const storedPositions = async () => {
      await app().ranking.settled();
      return (
        await db()
          .select({ position: projectRankingItems.position })
          .from(projectRankingItems)
          .where(eq(projectRankingItems.projectId, project.id))
          .orderBy(projectRankingItems.position)
      ).map((row) => row.position);
    };
    const first = await ranking(project.id, '?page_size=2');
    expect(await storedPositions()).toEqual([1, 2]);
    const third = await ranking(project.id, '?use_cache=true&page=3&page_size=2');
    expect(await storedPositions()).toEqual([1, 2, 5, 6]);
    const past = await ranking(project.id, '?use_cache=true&page=99&page_size=2');
    expect(past.status).toBe(404);
    expect(await storedPositions()).toEqual([1, 2, 5, 6]);
    const all = await whole(project.id, false);
    expect(first.body.results).toEqual(all.results.slice(0, 2));
    expect(third.body.results).toEqual(all.results.slice(4, 6));
  });

  it('is recomputed after a requirements change: an excluded agency is gone', async () => {
    const { project, requirement } = await fresh();
    const before = await whole(project.id, true);
    const top = before.results[0]!.contractorId;
    const excluded = await as('client')('POST', `${REC}/requirements-exclusion/`, {
      requirement,
      contractor: top,
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(201);
    const after = await whole(project.id, true);
    expect(ids(after)).toEqual(ids(before).filter((id) => id !== top));
    expect(after.count).toBe(before.count - 1);
    expect(after).toEqual(await whole(project.id, false));
  });

  it('is recomputed after an agency’s profile edit that makes it fit, then no longer fit', async () => {
    // A favourite, so that it comes first once it fits (a favourite is never ranked for being one).
    const agency = world().leader.contractorId!;
    const language = (await languageNotIn(app(), agency)).id;
    const { project, requirement } = await fresh();
    for (const [part, body] of [
      ['requirements-whitelist', { contractor: agency }],
      ['requirements-language', { language }],
    ] as const) {
      const res = await as('client')('POST', `${REC}/${part}/`, { requirement, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect(ids(await whole(project.id, true))).not.toContain(agency);

    const added = await as('leader')<{ id: number }>(
      'POST',
      '/contractor/api/v1/contractor-languages/',
      { language },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const fits = await whole(project.id, true);
    expect(ids(fits)[0]).toBe(agency);
    expect(fits.results.map((item) => item.favourite)).toEqual(
      ids(fits).map((id) => id === agency),
    );
    expect(fits.results[0]!.explanation.find((e) => e.criterion === 'languages')).toMatchObject({
      points: 10,
    });

    const removed = await as('leader')(
      'DELETE',
      `/contractor/api/v1/contractor-languages/${added.body.id}/`,
    );
    expect(removed.status).toBe(204);
    expect(ids(await whole(project.id, true))).not.toContain(agency);
  });

  it('ranks the demo client’s matching project with explanations that add up to the score', async () => {
    const [demo] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.title, DEMO_PROJECTS[0]!.title),
          eq(projects.companyId, world().client.companyId!),
        ),
      );
    const page = await whole(demo!.id, true);
    expect(page.count).toBeGreaterThan(0);
    for (const item of page.results) {
      expect(item.explanation.length).toBe(MATCHING_CRITERION_KEYS.length);
      expect(sumOf(item)).toBe(item.score);
      expect(item.explanation.every((e) => e.matched.length > 0)).toBe(true);
    }
    expect(await whole(demo!.id, true)).toEqual(await whole(demo!.id, false));
  });

  it('ranks every published agency for empty requirements, and no other', async () => {
    const published = await db()
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.isPublished, true));
    const { project } = await fresh();
    const page = await whole(project.id, true);
    expect([...ids(page)].sort((a, b) => a - b)).toEqual(
      published.map((row) => row.id).sort((a, b) => a - b),
    );
  });
});
