import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import type { RankedAgency } from '../../contract/ranking';
import type { InvitationsCreated } from '../../contract/tender';
import { languageNotIn } from './helpers/profile';
import { REC, useProjectApp, wholeRanking } from './helpers/projects';

// Favourites are a shortlist, not a filter: the ranking still lists every agency that fits, the favourites
// first and marked; `favourites_only=true` narrows it to them.

const { app, as, fresh, world } = useProjectApp();

const rankingUrl = (projectId: number, query: string) =>
  `/contractor/api/projects/${projectId}/dynamic-contractor/${query}`;
const ids = (page: Page<RankedAgency>) => page.results.map((item) => item.contractorId);
const favouritesOnly = async (projectId: number, query = '') => {
  const res = await as('client')<Page<RankedAgency>>(
    'GET',
    rankingUrl(projectId, `?favourites_only=true${query}`),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('GET dynamic-contractor/ with favourites', () => {
  it('keeps every fitting agency while three are favoured one after another, then invites them', async () => {
    const { project, requirement } = await fresh();
    const before = await wholeRanking(as('client'), project.id, true);
    expect(before.count).toBeGreaterThan(4);
    expect(before.results.every((item) => !item.favourite)).toBe(true);
    const chosen: number[] = [];
    for (let n = 0; n < 3; n++) {
      // The lowest-ranked agency not yet favoured, as a client scrolling the ranking finds it.
      const shown = await wholeRanking(as('client'), project.id, true);
      const pick = ids(shown)
        .reverse()
        .find((id) => !chosen.includes(id))!;
      const res = await as('client')('POST', `${REC}/requirements-whitelist/`, {
        requirement,
        contractor: pick,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      chosen.push(pick);

      for (const useCache of [false, true]) {
        const page = await wholeRanking(as('client'), project.id, useCache);
        // Every agency that fits, still: the same ones, the favourites first and marked.
        expect(page.count).toBe(before.count);
        expect([...ids(page)].sort()).toEqual([...ids(before)].sort());
        const head = page.results.slice(0, chosen.length);
        expect(head.map((item) => item.contractorId).sort()).toEqual([...chosen].sort());
        expect(head.every((item) => item.favourite)).toBe(true);
        expect(page.results.slice(chosen.length).some((item) => item.favourite)).toBe(false);
        // Among the favourites and among the rest, by score as before.
        for (const part of [head, page.results.slice(chosen.length)])
          for (let i = 1; i < part.length; i++)
            expect(part[i - 1]!.score).toBeGreaterThanOrEqual(part[i]!.score);
      }
    }

    const only = await favouritesOnly(project.id, '&use_cache=true');
    expect(only.count).toBe(3);
    expect([...ids(only)].sort()).toEqual([...chosen].sort());
    expect(only.results.every((item) => item.favourite)).toBe(true);
    // Asking for the favourites alone neither reads nor replaces the kept ranking.
    expect((await wholeRanking(as('client'), project.id, true)).count).toBe(before.count);

    const invited = await as('client')<InvitationsCreated>(
      'POST',
      '/tender/api/v1/invitations/create-invitations/',
      { project: project.id, contractors: chosen },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.created.map((row) => row.contractor).sort()).toEqual([...chosen].sort());
    expect(invited.body.already_invited).toEqual([]);
  });

  it('pages the favourites first across pages, and the favourites alone by `favourites_only`', async () => {
    const { project, requirement } = await fresh();
    const all = await wholeRanking(as('client'), project.id, false);
    const chosen = ids(all).slice(-3);
    for (const contractor of chosen)
      expect(
        (await as('client')('POST', `${REC}/requirements-whitelist/`, { requirement, contractor }))
          .status,
      ).toBe(201);
    const whole = await wholeRanking(as('client'), project.id, false);
    const paged: RankedAgency[] = [];
    for (let page = 1; (page - 1) * 2 < whole.count; page++) {
      const res = await as('client')<Page<RankedAgency>>(
        'GET',
        rankingUrl(project.id, `?use_cache=true&page=${page}&page_size=2`),
      );
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(whole.count);
      paged.push(...res.body.results);
    }
    expect(paged).toEqual(whole.results);
    expect(paged.slice(0, 3).every((item) => item.favourite)).toBe(true);

    const first = await favouritesOnly(project.id, '&page_size=2');
    expect(first.count).toBe(3);
    expect(first.next).toMatch(/favourites_only=true/);
    const second = await favouritesOnly(project.id, '&page=2&page_size=2');
    expect([...first.results, ...second.results]).toEqual(whole.results.slice(0, 3));
  });

  it('leaves out an inclusion that is not a favourite, and fails no one for not being one', async () => {
    const agency = world().leader.contractorId!;
    const language = (await languageNotIn(app(), agency)).id;
    const { project, requirement } = await fresh();
    const post = (part: string, body: Record<string, unknown>) =>
      as('client')('POST', `${REC}/${part}/`, { requirement, ...body });
    expect((await post('requirements-language', { language })).status).toBe(201);
    const fitting = await wholeRanking(as('client'), project.id, false);
    expect(fitting.count).toBeGreaterThan(0);
    const favourite = fitting.results[fitting.results.length - 1]!.contractorId;
    expect((await post('requirements-whitelist', { contractor: favourite })).status).toBe(201);
    // The leader's agency does not speak the language: included, it fails that filter only.
    expect((await post('requirements-inclusion', { contractor: agency })).status).toBe(201);

    const page = await wholeRanking(as('client'), project.id, false);
    expect(page.count).toBe(fitting.count + 1);
    expect(page.results[0]).toMatchObject({ contractorId: favourite, favourite: true });
    const included = page.results.find((item) => item.contractorId === agency)!;
    expect(included).toMatchObject({ includedByClient: true, favourite: false });
    expect(included.failedFilters).toHaveLength(1);
    expect(included.failedFilters[0]).toMatch(/^Не говорит на языках: /);

    const only = await favouritesOnly(project.id);
    expect(ids(only)).toEqual([favourite]);

    // No favourites: the filter leaves nothing.
    const { project: empty } = await fresh();
    expect(await favouritesOnly(empty.id)).toMatchObject({ count: 0, results: [] });
  });

  it('is refused to everyone but the project’s company with `favourites_only` too', async () => {
    const { project } = await fresh();
    for (const role of ['otherClient', 'leader', 'guest'] as const) {
      const res = await as(role)('GET', rankingUrl(project.id, '?favourites_only=true'));
      expect(res.status, role).toBe({ otherClient: 404, leader: 403, guest: 401 }[role]);
    }
    const bad = await as('client')('GET', rankingUrl(project.id, '?favourites_only=maybe'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ favourites_only: ['Должно быть true или false.'] });
  });
});
