import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARD_FILTERS, type RankedContractor } from '../../contract/matching';
import type { MatchingRequirements } from '../../contract/requirements';
import { selectRows } from '../../server/db/rows';
import { pageWindow } from '../../server/http/pagination';
import { rankContractors } from '../../server/modules/matching';
import { reviewPoints, reviewPointsSql } from '../../server/db/scoring';
import { rankedContractor } from '../../server/modules/matching/explain';
import type { MatchingRow } from '../../server/modules/matching/matching-query';
import type { RankingInput } from '../../server/modules/matching/matching-query';
import { matchingStatement } from './helpers/matching-oracle';
import { buildTestApp, type TestApp } from './helpers/test-app';
import {
  agencyArb,
  insertAgencies,
  loadReference,
  oracle,
  requirementsArb,
  type Agency,
  type Reference,
} from './helpers/matching-world';

// The matching engine over random agencies written through the profile tables and random requirements:
// the ranking against an oracle in plain TypeScript and against the whole ranking in one SQL statement, and
// the ranking's own promises. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL.

let t: TestApp;
let ref: Reference;
let cityCountry: Map<number, number>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  ref = await loadReference(t.app.db.db);
  cityCountry = new Map(
    (
      await t.app.db.query<{ id: number; country_id: number }>('select id, country_id from cities')
    ).map((row) => [row.id, row.country_id]),
  );
});
afterAll(() => t.close());

const ALL = { page: 1, limit: 1000, offset: 0 };
/** The ranking's clock: no agency here has a paid plan, so it only has to be fixed. */
const NOW = new Date('2026-05-20T09:00:00Z');
const rank = (r: RankingInput, win = ALL) => rankContractors(t.app.ranking, r, win, NOW);
const sumOf = (item: RankedContractor) => item.explanation.reduce((sum, e) => sum + e.points, 0);

/** Checks one ranking against the oracle and the ranking's promises. */
async function check(agencies: readonly Agency[], r: RankingInput) {
  const { count, results } = await rank(r);
  const expected = oracle(agencies, r, cityCountry);
  // The oracle and the statement: the same agencies, order, scores, points and failed filters.
  expect(
    results.map((item) => ({
      id: item.contractorId,
      score: item.score,
      included: item.includedByClient,
      favourite: item.favourite,
      failed: item.failedFilters.length,
      points: Object.fromEntries(item.explanation.map((e) => [e.criterion, e.points])),
    })),
  ).toEqual(
    expected.map((e) => ({
      id: e.id,
      score: e.score,
      included: e.included,
      favourite: e.favourite,
      failed: e.failed.length,
      points: e.points,
    })),
  );
  expect(count).toBe(expected.length);
  // The server ranks and explains in memory; the whole ranking in SQL, its reference, gives the same page,
  // explanations and count.
  const statement = await selectRows<MatchingRow>(t.app.db.db, matchingStatement(r, ALL, NOW));
  expect(results).toEqual(statement.map((row) => rankedContractor(row, r)));
  expect(statement[0]?.total ?? 0).toBe(count);
  for (const [index, item] of results.entries()) {
    expect(r.excludedIds).not.toContain(item.contractorId);
    if (r.onlyIds) expect(r.onlyIds).toContain(item.contractorId);
    expect(item.favourite).toBe(r.whitelistIds.includes(item.contractorId));
    if (!item.includedByClient) expect(item.failedFilters).toEqual([]);
    expect(sumOf(item)).toBe(item.score);
    expect(item.score).toBeGreaterThanOrEqual(0);
    expect(item.score).toBeLessThanOrEqual(100);
    const next = results[index + 1];
    // The favourites first, then by score, then id.
    if (next !== undefined)
      expect(
        (item.favourite && !next.favourite) ||
          (item.favourite === next.favourite &&
            (item.score > next.score ||
              (item.score === next.score && item.contractorId < next.contractorId))),
      ).toBe(true);
  }
  // Every inclusion that is not excluded (nor outside `onlyIds`) appears.
  const ids = new Set(results.map((item) => item.contractorId));
  for (const id of r.includedIds)
    if (!r.excludedIds.includes(id) && (!r.onlyIds || r.onlyIds.includes(id)))
      expect(ids.has(id), `inclusion ${id}`).toBe(true);
}

describe('rankContractors', () => {
  it('agrees with the oracle and keeps its promises for random agencies and requirements', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(agencyArb(ref), { minLength: 5, maxLength: 30 }).chain((agencies) =>
          fc.tuple(
            fc.constant(agencies),
            // The requirements name agencies by their place in the list; ids are known after the insert.
            fc.array(
              requirementsArb(
                ref,
                agencies.map((_, index) => index),
              ),
              {
                minLength: 8,
                maxLength: 8,
              },
            ),
          ),
        ),
        async ([agencies, requirementSets]) => {
          const made = await insertAgencies(t.app.db.db, agencies);
          const idOf = (index: number) => made[index]!.id;
          for (const r of requirementSets) {
            const named = {
              ...r,
              excludedIds: r.excludedIds.map(idOf),
              includedIds: r.includedIds.map(idOf),
              whitelistIds: r.whitelistIds.map(idOf),
            };
            await check(made, named);
            // The favourites alone, as `favourites_only=true` asks.
            if (named.whitelistIds.length > 0)
              await check(made, { ...named, onlyIds: named.whitelistIds });
          }
        },
      ),
      { numRuns: 8, seed: 20_260_311 },
    );
  });

  it('pages are windows of the whole ranking (DRF pages), favourites first across them', async () => {
    const made = await insertAgencies(
      t.app.db.db,
      fc.sample(agencyArb(ref), { numRuns: 25, seed: 7 }),
    );
    const r: MatchingRequirements = {
      version: 1,
      services: [],
      industryIds: ref.industries.slice(0, 2),
      locations: [],
      languageIds: [],
      minStaff: null,
      excludedIds: [made[0]!.id],
      includedIds: [made[1]!.id],
      whitelistIds: [],
      budget: null,
    };
    // The inclusion and three published agencies (any of them passes the filters) as the favourites.
    const published = made.filter((agency, n) => n > 1 && agency.published).map((a) => a.id);
    const picked = [made[1]!.id, ...published.slice(-3)].sort((a, b) => a - b);
    for (const whitelistIds of [[], picked]) {
      const whole = await rank({ ...r, whitelistIds });
      const pages: RankedContractor[] = [];
      for (let page = 1; (page - 1) * 3 < whole.count; page++) {
        const part = await rank(
          { ...r, whitelistIds },
          pageWindow({ page: String(page), page_size: '3' }),
        );
        expect(part.count).toBe(whole.count);
        pages.push(...part.results);
      }
      expect(pages).toEqual(whole.results);
      // Every favourite is ranked here (the inclusion among them), first, over the first two pages.
      const favourites = whole.results.filter((item) => item.favourite);
      expect(favourites.map((item) => item.contractorId).sort((a, b) => a - b)).toEqual(
        whitelistIds,
      );
      expect(whole.results.slice(0, favourites.length)).toEqual(favourites);
    }
  });

  it('shows an inclusion that fails, with what it fails in Russian', async () => {
    const [service, other] = ref.services;
    const [agency] = await insertAgencies(t.app.db.db, [
      {
        published: false,
        staff: 3,
        headCity: null,
        services: [{ serviceId: other!.id, range: other!.ranges[0]! }],
        industries: [],
        languages: [],
        places: [{ countryId: ref.places[0]!.countryId, cityId: null }],
        caseIndustries: [],
        clientIndustries: [],
      },
    ]);
    const names = await t.app.db.query<{ name: string }>(
      'select name from services where id = $1',
      [service!.id],
    );
    const { results } = await rank({
      version: 1,
      services: [{ serviceId: service!.id, minPrice: null, maxPrice: null }],
      industryIds: [],
      locations: [],
      languageIds: [],
      minStaff: 10,
      excludedIds: [],
      includedIds: [agency!.id],
      whitelistIds: [],
      budget: null,
    });
    expect(results).toHaveLength(1);
    expect(results[0]!.includedByClient).toBe(true);
    expect(results[0]!.failedFilters).toEqual([
      'Агентство не опубликовано в каталоге',
      `Не оказывает услуги: ${names[0]!.name}`,
      'Команда меньше нужной: от 10',
    ]);
    expect(results[0]!.explanation[0]).toEqual({
      criterion: 'services',
      label: 'Услуги',
      matched: 'Нет ни одной из нужных услуг',
      points: 0,
    });
    expect(HARD_FILTERS).toContain('published');
  });

  it('scores reviews in SQL as in TypeScript', async () => {
    const pairs = [
      [0, 0],
      [3, 15],
      [50, 240],
      [1, 1],
      [7, 30],
      [200, 1000],
    ] as const;
    for (const [count, stars] of pairs) {
      const [row] = await selectRows<{ points: number }>(
        t.app.db.db,
        sql`select ${reviewPointsSql(sql.raw(String(count)), sql.raw(String(stars)))} as points`,
      );
      expect(row!.points, `${count} reviews, ${stars} stars`).toBe(
        reviewPoints(count, count === 0 ? null : stars / count),
      );
    }
  });
});
