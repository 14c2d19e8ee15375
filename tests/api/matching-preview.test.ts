import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchingPreview } from '../../contract/matching-preview';
import { MATCHING_CRITERION_KEYS } from '../../contract/matching';
import { call } from './helpers/accounts';
import { rowCounts } from './helpers/checks';
import { agencyArb, insertAgencies, loadReference, type Reference } from './helpers/matching-world';
import { expectedPreview, previewArb } from './helpers/preview-oracle';
import { someIds, someRanges, useProjectApp } from './helpers/projects';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { ROLES } from './helpers/world';

// POST matching-preview/: anyone may ask; the count, the top and the budget check agree with the oracle
// over random agencies; every bad id is a 400 naming its list; nothing is ever written.

const URL = '/project/api/v1/matching-preview/';
const { app, as } = useProjectApp();

/** Rows of every table a request could write, matching's included. */
async function footprint() {
  const [rankings] = await app().db.query<{ n: number }>(
    'select (select count(*)::int from project_rankings) + (select count(*)::int from projects) + (select count(*)::int from requirements) as n',
  );
  return { ...(await rowCounts(app())), rankings: rankings!.n };
}

describe('POST matching-preview/: who may ask', () => {
  it('answers every visitor the same, writing nothing', async () => {
    const { service, range } = await someRanges(app());
    const ids = await someIds(app());
    const body = {
      services: [{ service, service_range: range }],
      locations: [{ country: ids.country }],
      budget: 'MORE_1B',
    };
    const before = await footprint();
    const answers = [];
    for (const role of ROLES) {
      const res = await as(role)<MatchingPreview>('POST', URL, body);
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(200);
      answers.push(res.body);
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.top.length).toBe(Math.min(3, answers[0]!.count));
    expect(answers[0]!.budget).toMatchObject({ band: 'MORE_1B' });
    expect(await footprint()).toEqual(before);
  });

  it('counts every published agency for an empty body, with three cards and no budget', async () => {
    const [published] = await app().db.query<{ n: number }>(
      'select count(*)::int as n from contractors where is_published',
    );
    const res = await as('guest')<MatchingPreview>('POST', URL, {});
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(published!.n);
    expect(res.body.budget).toBeNull();
    expect(res.body.top).toHaveLength(3);
    for (const item of res.body.top) {
      expect(item.contractor.id).toBe(item.contractorId);
      expect(item.explanation.map((e) => e.criterion)).toEqual(MATCHING_CRITERION_KEYS);
      expect(item.explanation.reduce((sum, e) => sum + e.points, 0)).toBe(item.score);
    }
    const none = await as('guest')<MatchingPreview>('POST', URL, { top: 0 });
    expect(none.body).toEqual({ count: published!.n, top: [], budget: null });
  });
});

describe('POST matching-preview/: bad input', () => {
  const missing = (id: number) => `Недопустимый первичный ключ "${id}" - объект не существует.`;
  it('refuses each unknown or mismatched id with a 400 naming its list, writing nothing', async () => {
    const { service, range, foreignRange } = await someRanges(app());
    const ids = await someIds(app());
    const cases: [unknown, Record<string, string[]>][] = [
      [{ services: [{ service: 999999 }] }, { services: [missing(999999)] }],
      [{ services: [{ service, service_range: 999999 }] }, { services: [missing(999999)] }],
      [
        { services: [{ service, service_range: foreignRange }] },
        { services: ['Этот диапазон цен относится к другой услуге.'] },
      ],
      [{ industries: [999999] }, { industries: [missing(999999)] }],
      [{ languages: [999999] }, { languages: [missing(999999)] }],
      [{ locations: [{ country: 999999 }] }, { locations: [missing(999999)] }],
      [{ locations: [{ country: ids.country, city: 999999 }] }, { locations: [missing(999999)] }],
      [
        { locations: [{ country: ids.country, city: ids.foreignCity.id }] },
        { locations: ['Этот город находится в другой стране.'] },
      ],
      [
        { services: [{ service, service_range: range }], industries: [999998] },
        { industries: [missing(999998)] },
      ],
    ];
    const before = await footprint();
    for (const [body, errors] of cases) {
      const res = await as('guest')('POST', URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses malformed fields in DRF’s shape', async () => {
    const bodies: [unknown, string][] = [
      [{ services: [{ service: 'x' }] }, 'services'],
      [{ services: 'x' }, 'services'],
      [{ industries: ['a'] }, 'industries'],
      [{ languages: [0] }, 'languages'],
      [{ locations: [{}] }, 'locations'],
      [{ min_staff: 0 }, 'min_staff'],
      [{ min_staff: 1.5 }, 'min_staff'],
      [{ budget: 'ANY' }, 'budget'],
      [{ excluded: [-1] }, 'excluded'],
      [{ included: Array.from({ length: 51 }, (_, i) => i + 1) }, 'included'],
      [{ whitelist: 'x' }, 'whitelist'],
      [{ top: 6 }, 'top'],
      [{ top: -1 }, 'top'],
      [{ unknown: 1 }, ''],
    ];
    for (const [body, field] of bodies) {
      const res = await as('client')<Record<string, string[]>>('POST', URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const keys = Object.keys(res.body);
      if (field)
        expect(
          keys.some((key) => key.startsWith(field)),
          JSON.stringify(res.body),
        ).toBe(true);
      for (const messages of Object.values(res.body))
        for (const message of messages) expect(message).toMatch(/[А-Яа-яЁё]/);
    }
  });
});

describe('POST matching-preview/ against the oracle', () => {
  let t: TestApp;
  let ref: Reference;
  let cityCountry: Map<number, number>;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
    ref = await loadReference(t.app.db.db);
    cityCountry = new Map(
      (
        await t.app.db.query<{ id: number; country_id: number }>(
          'select id, country_id from cities',
        )
      ).map((row) => [row.id, row.country_id]),
    );
  });
  afterAll(() => t.close());

  it('agrees on the count, the top and the budget check for random agencies and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(agencyArb(ref), { minLength: 5, maxLength: 30 }).chain((agencies) =>
          fc.tuple(
            fc.constant(agencies),
            fc.array(
              previewArb(
                ref,
                agencies.map((_, index) => index),
              ),
              { minLength: 8, maxLength: 8 },
            ),
          ),
        ),
        async ([agencies, previews]) => {
          const made = await insertAgencies(t.app.db.db, agencies);
          const idOf = (index: number) => made[index]!.id;
          for (const { body, requirements } of previews) {
            const named = {
              excluded: body.excluded.map(idOf),
              included: body.included.map(idOf),
              whitelist: body.whitelist.map(idOf),
            };
            const res = await call<MatchingPreview>(t.app, 'POST', URL, {
              body: { ...body, ...named },
            });
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            const expected = expectedPreview(
              made,
              {
                ...requirements,
                excludedIds: named.excluded,
                includedIds: named.included,
                whitelistIds: named.whitelist,
              },
              body.top,
              cityCountry,
            );
            expect({
              count: res.body.count,
              top: res.body.top.map((item) => ({
                id: item.contractorId,
                score: item.score,
                included: item.includedByClient,
              })),
              budget: res.body.budget,
            }).toEqual(expected);
            for (const item of res.body.top) expect(item.failedFilters).toEqual([]);
          }
        },
      ),
      { numRuns: 6, seed: 20_261_124 },
    );
  });
});
