import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUDGET_BAND_ROUBLES, type BudgetBand } from '../../contract/budget';
import type { Page } from '../../contract/drf';
import type { MatchingPreview, MatchingPreviewRequest } from '../../contract/matching-preview';
import type { RankedAgency } from '../../contract/ranking';
import { projectRankings, projects } from '../../server/db/schema';
import { bandOf } from '../../server/modules/project/matching-preview';
import { LOCATIONS, REC, someIds, someRanges, useProjectApp } from './helpers/projects';

// The matching preview: unsaved requirements counted and ranked as a saved project with the same requirements
// is (the ranking endpoint is the oracle here), open to everyone, writing nothing.

const { app, as, fresh } = useProjectApp();
const PREVIEW = '/project/api/v1/matching-preview/';

const preview = (body: MatchingPreviewRequest, role: 'guest' | 'client' | 'leader' = 'guest') =>
  as(role)<MatchingPreview>('POST', PREVIEW, body);

/** The same requirements saved as a project, and its whole fresh ranking. */
async function savedRanking(body: MatchingPreviewRequest): Promise<Page<RankedAgency>> {
  const { project, requirement } = await fresh(body.budget ? { budget: body.budget } : {});
  const parts: [string, Record<string, unknown>][] = [
    ...(body.services ?? []).map(
      (s) =>
        [
          `${REC}/requirements-service/`,
          { service: s.service, service_range: s.service_range },
        ] as [string, Record<string, unknown>],
    ),
    ...(body.industries ?? []).map(
      (industry) =>
        [`${REC}/requirements-industry/`, { industry }] as [string, Record<string, unknown>],
    ),
    ...(body.languages ?? []).map(
      (language) =>
        [`${REC}/requirements-language/`, { language }] as [string, Record<string, unknown>],
    ),
    ...(body.locations ?? []).map(
      (l) =>
        [`${LOCATIONS}/`, { country: l.country, city: l.city ?? null }] as [
          string,
          Record<string, unknown>,
        ],
    ),
    ...(body.excluded ?? []).map(
      (contractor) =>
        [`${REC}/requirements-exclusion/`, { contractor }] as [string, Record<string, unknown>],
    ),
    ...(body.min_staff
      ? [
          [`${REC}/requirements-staff/`, { min_staff: body.min_staff }] as [
            string,
            Record<string, unknown>,
          ],
        ]
      : []),
  ];
  for (const [url, part] of parts) {
    const res = await as('client')('POST', url, { requirement, ...part });
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(201);
  }
  const res = await as('client')<Page<RankedAgency>>(
    'GET',
    `/contractor/api/projects/${project.id}/dynamic-contractor/?page_size=100`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

const rowCounts = async () => ({
  projects: (await app().db.db.select({ n: count() }).from(projects))[0]!.n,
  rankings: (await app().db.db.select({ n: count() }).from(projectRankings))[0]!.n,
});

describe('POST matching-preview/', () => {
  it('answers everyone, guests too, and writes nothing', async () => {
    const { service, range } = await someRanges(app());
    const before = await rowCounts();
    for (const role of ['guest', 'client', 'leader'] as const) {
      const res = await preview({ services: [{ service, service_range: range }] }, role);
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('counts and ranks as a saved project with the same requirements', async () => {
    const { service, range } = await someRanges(app());
    const ids = await someIds(app());
    const cases: MatchingPreviewRequest[] = [
      {},
      { services: [{ service, service_range: range }] },
      { services: [{ service, service_range: range }], locations: [{ country: ids.country }] },
      { services: [{ service, service_range: range }], budget: 'LESS_15M', min_staff: 5 },
      { industries: ids.industries, languages: ids.languages.slice(0, 1) },
      { services: [{ service, service_range: range }], excluded: ids.agencies.slice(0, 2) },
    ];
    for (const body of cases) {
      const res = await preview({ ...body, top: 5 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const saved = await savedRanking(body);
      expect(res.body.count, JSON.stringify(body)).toBe(saved.count);
      expect(res.body.top, JSON.stringify(body)).toEqual(saved.results.slice(0, 5));
    }
  });

  it('checks the budget: who fits every other requirement, who fits the band too, the usual band', async () => {
    const { service } = await someRanges(app());
    const band: BudgetBand = 'LESS_15M';
    const withBudget = await preview({ services: [{ service }], budget: band, top: 0 });
    const without = await preview({ services: [{ service }], top: 0 });
    expect(withBudget.status).toBe(200);
    expect(withBudget.body.top).toEqual([]);
    expect(without.body.budget).toBeNull();
    // The oracle: each published agency offering the service, and the lowest price of its range for it.
    const rows = await app().db.query<{ id: number; min: number | string | null }>(
      `select c.id, r.min_price as min from contractors c
        join service_contractors sc on sc.contractor_id = c.id and sc.service_id = $1
        left join service_ranges r on r.id = sc.service_range_id
        where c.is_published`,
      [service],
    );
    const prices = rows
      .flatMap((row) => (row.min === null ? [] : [Number(row.min)]))
      .sort((a, b) => a - b);
    const max = BUDGET_BAND_ROUBLES[band].max!;
    expect(withBudget.body.budget).toEqual({
      band,
      matched: rows.length,
      fitting: prices.filter((price) => price <= max).length,
      // percentile_disc(0.5): the first value at or past the middle
      usual_band: prices.length === 0 ? null : bandOf(prices[Math.ceil(prices.length / 2) - 1]!),
    });
    expect(withBudget.body.count).toBe(withBudget.body.budget!.fitting);
    expect(without.body.count).toBe(rows.length);
  });

  it('leaves out a client’s inclusion that fails a filter, and counts one that passes', async () => {
    const ids = await someIds(app());
    if (ids.unpublished === undefined) throw new Error('the demo data has an unpublished agency');
    const base = await preview({ top: 5 });
    const included = await preview({ top: 5, included: [ids.unpublished] });
    expect(included.body.count).toBe(base.body.count);
    expect(included.body.top.map((item) => item.contractorId)).toEqual(
      base.body.top.map((item) => item.contractorId),
    );
  });

  it('bad input: a DRF 400 naming the field, in Russian, and nothing else', async () => {
    const { service, foreignRange } = await someRanges(app());
    const ids = await someIds(app());
    const bad: [MatchingPreviewRequest | Record<string, unknown>, string][] = [
      [{ services: [{ service: 999999 }] }, 'services'],
      [{ services: [{ service, service_range: foreignRange }] }, 'services'],
      [{ services: [{ service, service_range: 999999 }] }, 'services'],
      [{ industries: [999999] }, 'industries'],
      [{ languages: [0] }, 'languages'],
      [{ locations: [{ country: 999999 }] }, 'locations'],
      [{ locations: [{ country: ids.country, city: ids.foreignCity.id }] }, 'locations'],
      [{ min_staff: 0 }, 'min_staff'],
      [{ budget: 'MANY' }, 'budget'],
      [{ top: 6 }, 'top'],
      [{ excluded: Array.from({ length: 51 }, (_, i) => i + 1) }, 'excluded'],
      [{ surprise: true }, 'surprise'],
    ];
    for (const [body, field] of bad) {
      const res = await as('guest')<Record<string, string[]>>('POST', PREVIEW, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const keys = Object.keys(res.body).filter((key) => key.split('.')[0] === field);
      expect(keys, JSON.stringify(res.body)).not.toEqual([]);
      for (const message of keys.flatMap((key) => res.body[key]!))
        expect(message).toMatch(/[а-яё]/i);
    }
  });
});

describe('bandOf', () => {
  it('puts a sum in the band that holds it: a lower bound in, an upper bound out', () => {
    expect(bandOf(0)).toBe('LESS_15M');
    expect(bandOf(14_999_999)).toBe('LESS_15M');
    expect(bandOf(15_000_000)).toBe('15M_30M');
    expect(bandOf(1_000_000_000)).toBe('MORE_1B');
  });
});
