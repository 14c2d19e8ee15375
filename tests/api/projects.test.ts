import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import { PROJECT_MESSAGES, type Project } from '../../contract/project';
import type { ProjectRequirementsView } from '../../contract/requirements';
import { projects, requirements } from '../../server/db/schema';
import { DEMO_PROJECTS } from '../../server/db/seed/demo-projects';
import { loadRequirements } from '../../server/modules/matching';
import { call } from './helpers/accounts';
import { PROJECTS, REC, someRanges, useProjectApp, versionOf } from './helpers/projects';

// A client company's projects: created, listed, read, changed and removed by its own people only.

const { app, as, fresh, unchanged, refusedToOthers } = useProjectApp();

const draft = {
  title: '  Ребрендинг сети кофеен  ',
  description: 'Новый логотип, упаковка и вывески для 40 точек.',
  budget: '15M_30M',
  start_date: '2027-02-01',
  deadline: '2027-06-30',
};

describe('POST projects/', () => {
  it('creates a draft of the caller’s company, without requirements yet', async () => {
    const res = await as('client')<Project>('POST', `${PROJECTS}/`, draft);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as number,
      company: expect.any(Number) as number,
      author: expect.any(Number) as number,
      title: 'Ребрендинг сети кофеен',
      description: draft.description,
      budget: '15M_30M',
      start_date: '2027-02-01',
      deadline: '2027-06-30',
      status: 'draft',
      requirements: null,
      requirements_version: 1,
      confidential: false,
      invited: false,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
    const me = await as('client')<{ id: number }>('GET', '/auth/api/v1/users/me/');
    expect(res.body.author).toBe(me.body.id);
  });

  it('needs only a title; the rest may stay empty', async () => {
    const res = await as('client')<Project>('POST', `${PROJECTS}/`, { title: 'Идея' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      budget: null,
      start_date: null,
      deadline: null,
      description: '',
    });
  });

  it('is refused to guests (401) and agencies’ people (403), creating nothing', async () => {
    const before = (await app().db.db.select().from(projects)).length;
    for (const [role, status] of [
      ['guest', 401],
      ['leader', 403],
      ['manager', 403],
      ['specialist', 403],
    ] as const) {
      const res = await as(role)('POST', `${PROJECTS}/`, draft);
      expect(res.status, role).toBe(status);
    }
    expect((await app().db.db.select().from(projects)).length).toBe(before);
  });

  it('asks a client without a company to make one first', async () => {
    const { registerActive } = await import('./helpers/accounts');
    const loner = await registerActive(app(), 'client');
    const res = await call(app(), 'POST', `${PROJECTS}/`, { token: loner.access, body: draft });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [PROJECT_MESSAGES.noCompany] });
    const list = await call<Page<Project>>(app(), 'GET', `${PROJECTS}/`, { token: loner.access });
    expect(list.body.count).toBe(0);
  });

  it('refuses bad input with field errors, creating nothing', async () => {
    const before = (await app().db.db.select().from(projects)).length;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...draft, deadline: '2027-01-31' }, { deadline: [PROJECT_MESSAGES.deadlineBeforeStart] }],
      [{ ...draft, title: '   ' }, { title: [PROJECT_MESSAGES.titleRequired] }],
      [{ ...draft, title: 7 }, { title: expect.any(Array) as string[] }],
      [{ ...draft, budget: '1M' }, { budget: ['Выберите бюджет из списка.'] }],
      [{ ...draft, start_date: '2027-02-30' }, { start_date: [PROJECT_MESSAGES.dateFormat] }],
      [{ ...draft, deadline: 20270630 }, { deadline: [PROJECT_MESSAGES.dateFormat] }],
      [{ ...draft, status: 'matching' }, { status: ['Неизвестное поле.'] }],
      [{ description: 'Без названия' }, { title: ['Обязательное поле.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await as('client')('POST', `${PROJECTS}/`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect((await app().db.db.select().from(projects)).length).toBe(before);
  });
});

describe('GET projects/', () => {
  it('lists only the caller’s company’s projects, newest first, in DRF pages', async () => {
    const mine = await fresh({ title: 'Мой проект' });
    const theirs = await fresh({ title: 'Чужой проект' }, 'otherClient');
    const res = await as('client')<Page<Project>>('GET', `${PROJECTS}/?page_size=2`);
    expect(res.status).toBe(200);
    expect(res.body.results[0]!.id).toBe(mine.project.id);
    expect(res.body.next).toContain('page=2');
    const all = await as('client')<Page<Project>>('GET', `${PROJECTS}/?page_size=100`);
    expect(all.body.count).toBe(all.body.results.length);
    expect(all.body.results.map((p) => p.id)).not.toContain(theirs.project.id);
    expect(new Set(all.body.results.map((p) => p.company)).size).toBe(1);
    const other = await as('otherClient')<Page<Project>>('GET', `${PROJECTS}/?page_size=100`);
    expect(other.body.results.map((p) => p.id)).toContain(theirs.project.id);
    expect(other.body.results.map((p) => p.id)).not.toContain(mine.project.id);
  });

  it('filters by status', async () => {
    const res = await as('client')<Page<Project>>('GET', `${PROJECTS}/?status=matching`);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((p) => p.status === 'matching')).toBe(true);
    expect((await as('client')('GET', `${PROJECTS}/?status=lost`)).status).toBe(400);
  });

  it('is refused to guests and agencies’ people', async () => {
    expect((await as('guest')('GET', `${PROJECTS}/`)).status).toBe(401);
    expect((await as('leader')('GET', `${PROJECTS}/`)).status).toBe(403);
    expect((await as('specialist')('GET', `${PROJECTS}/`)).status).toBe(403);
  });
});

describe('GET projects/{id}/', () => {
  it('shows the company’s project and hides it from everyone else', async () => {
    const { project, requirement } = await fresh();
    const res = await as('client')<Project>('GET', `${PROJECTS}/${project.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: project.id, requirements: requirement });
    await refusedToOthers(project.id, 'GET', `${PROJECTS}/${project.id}/`);
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect((await as('client')('GET', `${PROJECTS}/999999/`)).status).toBe(404);
    expect((await as('client')('GET', `${PROJECTS}/abc/`)).status).toBe(404);
  });
});

describe('PATCH projects/{id}/', () => {
  it('changes the texts without touching the requirements version', async () => {
    const { project } = await fresh(draft);
    const res = await as('client')<Project>('PATCH', `${PROJECTS}/${project.id}/`, {
      title: 'Новое название',
      description: 'Иначе',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Новое название', description: 'Иначе' });
    expect(res.body.requirements_version).toBe(project.requirements_version);
  });

  it('grows the version when the budget band really changes, not when it is sent again', async () => {
    const { project } = await fresh(draft);
    const url = `${PROJECTS}/${project.id}/`;
    const same = await as('client')<Project>('PATCH', url, { budget: draft.budget });
    expect(same.body.requirements_version).toBe(project.requirements_version);
    const other = await as('client')<Project>('PATCH', url, { budget: 'MORE_1B' });
    expect(other.body).toMatchObject({
      budget: 'MORE_1B',
      requirements_version: project.requirements_version + 1,
    });
    expect((await loadRequirements(app().db.db, project.id))!.budget).toBe('MORE_1B');
  });

  it('checks the dates against the stored ones', async () => {
    const { project } = await fresh(draft);
    const url = `${PROJECTS}/${project.id}/`;
    const res = await unchanged(project.id, () =>
      as('client')('PATCH', url, { deadline: '2027-01-15' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ deadline: [PROJECT_MESSAGES.deadlineBeforeStart] });
    const both = await as('client')<Project>('PATCH', url, {
      start_date: '2026-12-01',
      deadline: '2027-01-15',
    });
    expect(both.status).toBe(200);
    const cleared = await as('client')<Project>('PATCH', url, { start_date: null });
    expect(cleared.body.start_date).toBeNull();
  });

  it('starts matching only when the requirements name a service, and goes back to the draft', async () => {
    const { project, requirement } = await fresh(draft);
    const url = `${PROJECTS}/${project.id}/`;
    const early = await unchanged(project.id, () =>
      as('client')('PATCH', url, { status: 'matching' }),
    );
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ status: [PROJECT_MESSAGES.needsService] });
    const { service, range } = await someRanges(app());
    await as('client')('POST', `${REC}/requirements-service/`, {
      requirement,
      service,
      service_range: range,
    });
    const started = await as('client')<Project>('PATCH', url, { status: 'matching' });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('matching');
    const back = await as('client')<Project>('PATCH', url, { status: 'draft' });
    expect(back.body.status).toBe('draft');
  });

  it('refuses the transitions a client cannot make now', async () => {
    const { project } = await fresh(draft);
    const url = `${PROJECTS}/${project.id}/`;
    for (const status of ['tender', 'closed'] as const) {
      const res = await unchanged(project.id, () => as('client')('PATCH', url, { status }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: [PROJECT_MESSAGES.transition('draft', status)] });
    }
    await app().db.db.update(projects).set({ status: 'tender' }).where(eq(projects.id, project.id));
    const res = await as('client')('PATCH', url, { status: 'draft' });
    expect(res.body).toEqual({ status: [PROJECT_MESSAGES.transition('tender', 'draft')] });
  });

  it('is refused to everyone but the company, changing nothing', async () => {
    const { project } = await fresh(draft);
    await refusedToOthers(project.id, 'PATCH', `${PROJECTS}/${project.id}/`, { budget: 'MORE_1B' });
  });

  it('refuses wrong types and unknown fields', async () => {
    const { project } = await fresh(draft);
    const url = `${PROJECTS}/${project.id}/`;
    for (const body of [{ budget: 5 }, { title: null }, { owner: 1 }, { status: 'lost' }]) {
      const res = await unchanged(project.id, () => as('client')('PATCH', url, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('DELETE projects/{id}/', () => {
  it('removes the project with its requirements', async () => {
    const { project, requirement } = await fresh();
    await refusedToOthers(project.id, 'DELETE', `${PROJECTS}/${project.id}/`);
    const res = await as('client')('DELETE', `${PROJECTS}/${project.id}/`);
    expect(res.status).toBe(204);
    expect((await as('client')('GET', `${PROJECTS}/${project.id}/`)).status).toBe(404);
    const left = await app()
      .db.db.select()
      .from(requirements)
      .where(eq(requirements.id, requirement));
    expect(left).toEqual([]);
    expect((await as('client')('DELETE', `${PROJECTS}/${project.id}/`)).status).toBe(404);
  });

  it('keeps a project that is in a tender', async () => {
    const { project } = await fresh();
    await app().db.db.update(projects).set({ status: 'tender' }).where(eq(projects.id, project.id));
    const res = await as('client')('DELETE', `${PROJECTS}/${project.id}/`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [PROJECT_MESSAGES.notRemovable('tender')] });
  });
});

describe('GET projects/{id}/requirements/', () => {
  it('answers empty lists for a project without requirements yet', async () => {
    const created = await as('client')<Project>('POST', `${PROJECTS}/`, { title: 'Пусто' });
    const res = await as('client')<ProjectRequirementsView>(
      'GET',
      `${PROJECTS}/${created.body.id}/requirements/`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: null, project: created.body.id, services: [] });
    await refusedToOthers(created.body.id, 'GET', `${PROJECTS}/${created.body.id}/requirements/`);
  });
});

describe('the demo client', () => {
  it('has two projects with realistic requirements, one being matched', async () => {
    const list = await as('client')<Page<Project>>('GET', `${PROJECTS}/?page_size=100`);
    const titles: string[] = DEMO_PROJECTS.map((p) => p.title);
    const demo = list.body.results.filter((p) => titles.includes(p.title));
    expect(demo.map((p) => p.status).sort()).toEqual(['draft', 'matching']);
    for (const project of demo) {
      const view = await as('client')<ProjectRequirementsView>(
        'GET',
        `${PROJECTS}/${project.id}/requirements/`,
      );
      expect(view.body.services.length).toBeGreaterThanOrEqual(1);
      expect(view.body.industries).toHaveLength(1);
      expect(view.body.locations[0]!.city!.name).toBe('Москва');
      expect(view.body.languages[0]!.language.code).toBe('ru');
      const loaded = (await loadRequirements(app().db.db, project.id))!;
      expect(loaded.version).toBe(await versionOf(app(), project.id));
      // At least two published agencies offer every service in a price band overlapping the client's and work
      // in the city (or the whole country).
      const fits = await app().db.query<{ id: number }>(
        `select k.id from contractors k
          where k.is_published
            and (select count(*) from service_contractors sc
                   join service_ranges sr on sr.id = sc.service_range_id
                   join jsonb_to_recordset($1::jsonb) as need("serviceId" int, "minPrice" bigint, "maxPrice" bigint)
                     on need."serviceId" = sc.service_id
                    and sr.min_price < coalesce(need."maxPrice", sr.min_price + 1)
                    and coalesce(sr.max_price, need."minPrice" + 1) > need."minPrice"
                  where sc.contractor_id = k.id) = $2
            and exists (select 1 from location_contractors l
                         where l.contractor_id = k.id and l.country_id = $3
                           and (l.city_id is null or l.city_id = $4))`,
        [
          JSON.stringify(loaded.services),
          loaded.services.length,
          loaded.locations[0]!.countryId,
          loaded.locations[0]!.cityId,
        ],
      );
      expect(fits.length, project.title).toBeGreaterThanOrEqual(2);
    }
  });
});
