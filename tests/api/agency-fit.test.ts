import { describe, expect, it } from 'vitest';
import type { AgencyFit } from '../../contract/agency-fit';
import { languageNotIn } from './helpers/profile';
import { REC, someIds, useProjectApp, wholeRanking } from './helpers/projects';

// GET projects/{id}/agency-fit/?contractor_id: only the project's company; one agency's score and reasons
// as the project's ranking gives them, the hard filters it fails named, its marks (favourite, excluded,
// included); nothing written; bad input refused in DRF's shape with Russian messages.

const fitUrl = (project: number | string, query: string) =>
  `/project/api/v1/projects/${project}/agency-fit/${query}`;
const { app, as, fresh, refusedToOthers, unchanged } = useProjectApp();

const fitOf = async (project: number, contractor: number) => {
  const res = await as('client')<AgencyFit>('GET', fitUrl(project, `?contractor_id=${contractor}`));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.explanation.reduce((sum, e) => sum + e.points, 0)).toBe(res.body.score);
  return res.body;
};

describe('GET projects/{id}/agency-fit/: who', () => {
  it('answers the project’s company only; others as for the project itself, nothing written', async () => {
    const { project } = await fresh();
    const agency = (await someIds(app())).agencies[0]!;
    const target = fitUrl(project.id, `?contractor_id=${agency}`);
    await refusedToOthers(project.id, 'GET', target);
    const res = await unchanged(project.id, () => as('client')<AgencyFit>('GET', target));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contractorId).toBe(agency);
  });
});

describe('GET projects/{id}/agency-fit/: what', () => {
  it('gives each agency of the ranking the ranking’s own score and reasons', async () => {
    const { project } = await fresh();
    const ranking = await wholeRanking(as('client'), project.id, false);
    expect(ranking.count).toBeGreaterThan(2);
    for (const item of ranking.results.slice(0, 3)) {
      const fit = await fitOf(project.id, item.contractorId);
      expect(fit).toEqual({
        contractorId: item.contractorId,
        score: item.score,
        includedByClient: false,
        favourite: false,
        failedFilters: [],
        explanation: item.explanation,
        fits: true,
        excluded: false,
      });
    }
  });

  it('names the hard filters an agency fails, though the client has not included it', async () => {
    const { project, requirement } = await fresh();
    const agency = (await someIds(app())).agencies[0]!;
    const language = (await languageNotIn(app(), agency)).id;
    const added = await as('client')('POST', `${REC}/requirements-language/`, {
      requirement,
      language,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const fit = await fitOf(project.id, agency);
    expect(fit.fits).toBe(false);
    expect(fit.includedByClient).toBe(false);
    expect(fit.failedFilters).toEqual([expect.stringMatching(/^Не говорит на языках: \S/)]);
    const ranking = await wholeRanking(as('client'), project.id, false);
    expect(ranking.results.map((item) => item.contractorId)).not.toContain(agency);

    // Included, it is ranked with the same score and the same reasons.
    const included = await as('client')('POST', `${REC}/requirements-inclusion/`, {
      requirement,
      contractor: agency,
    });
    expect(included.status, JSON.stringify(included.body)).toBe(201);
    const ranked = (await wholeRanking(as('client'), project.id, false)).results.find(
      (item) => item.contractorId === agency,
    )!;
    const again = await fitOf(project.id, agency);
    expect(again).toMatchObject({
      includedByClient: true,
      fits: false,
      score: ranked.score,
      failedFilters: ranked.failedFilters,
    });
    expect(again.score).toBe(fit.score);
  });

  it('marks a favourite and an excluded agency (an excluded one does not fit)', async () => {
    const { project, requirement } = await fresh();
    const [favourite, excluded] = (await someIds(app())).agencies;
    for (const [kind, contractor] of [
      ['whitelist', favourite],
      ['exclusion', excluded],
    ] as const) {
      const res = await as('client')('POST', `${REC}/requirements-${kind}/`, {
        requirement,
        contractor,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect(await fitOf(project.id, favourite!)).toMatchObject({
      favourite: true,
      excluded: false,
      fits: true,
    });
    expect(await fitOf(project.id, excluded!)).toMatchObject({
      favourite: false,
      excluded: true,
      fits: false,
      failedFilters: [],
    });
  });
});

describe('GET projects/{id}/agency-fit/: bad input', () => {
  it('answers 404 for an unpublished or missing agency and a missing project, nothing written', async () => {
    const { project } = await fresh();
    const ids = await someIds(app());
    expect(ids.unpublished).toBeDefined();
    const cases: [number, number, string][] = [
      [project.id, ids.unpublished!, 'Агентство не найдено.'],
      [project.id, 999999, 'Агентство не найдено.'],
      [999999, ids.agencies[0]!, 'Не найдено.'],
    ];
    for (const [projectId, contractor, detail] of cases) {
      const res = await unchanged(project.id, () =>
        as('client')('GET', fitUrl(projectId, `?contractor_id=${contractor}`)),
      );
      expect(res.status, `${projectId} ${contractor}`).toBe(404);
      expect(res.body).toEqual({ detail });
    }
  });

  it('refuses a missing or malformed contractor_id with a 400 in DRF’s shape', async () => {
    const { project } = await fresh();
    for (const query of [
      '',
      '?contractor_id=',
      '?contractor_id=x',
      '?contractor_id=0',
      '?contractor_id=-3',
      '?contractor_id=1.5',
      '?contractor_id=9999999999',
    ]) {
      const res = await unchanged(project.id, () =>
        as('client')<Record<string, string[]>>('GET', fitUrl(project.id, query)),
      );
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toEqual(['contractor_id']);
      for (const message of res.body.contractor_id!) expect(message).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('answers 404 for a project id that is no id', async () => {
    const agency = (await someIds(app())).agencies[0]!;
    for (const project of ['abc', '0', '-1', '99999999999']) {
      const res = await as('client')('GET', fitUrl(project, `?contractor_id=${agency}`));
      expect(res.status, project).toBe(404);
      expect(res.body).toEqual({ detail: expect.stringMatching(/[А-Яа-яЁё]/) as string });
    }
  });
});
