import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plural } from '../../contract/plural';
import type { Page } from '../../contract/drf';
import type { RankedAgency } from '../../contract/ranking';
import { contractorReviews } from '../../server/db/schema';
import { reviewPoints } from '../../server/db/scoring';
import { wonProject } from './helpers/closed-project';
import { useFixedDate } from './helpers/fixed-date';
import { useProjectApp, wholeRanking } from './helpers/projects';

// The ranking's «Отзывы»: the clients' project reviews of an agency, through the prior (scoring.ts), named in
// its explanation, and followed at once when a new review is written — by a fresh ranking and a stored one.

const NOW = new Date('2026-05-20T09:00:00Z');
useFixedDate(NOW);

const { app, as, fresh, world } = useProjectApp();

const whole = (projectId: number, useCache: boolean) =>
  wholeRanking(as('client'), projectId, useCache);

const reviewsLine = (page: Page<RankedAgency>, agency: number) =>
  page.results
    .find((item) => item.contractorId === agency)!
    .explanation.find((e) => e.criterion === 'reviews')!;

/** What the line must say of the agency's reviews in the database (each one's overall: its four's mean). */
async function expectedLine(agency: number) {
  const rows = await app()
    .db.db.select()
    .from(contractorReviews)
    .where(eq(contractorReviews.contractorId, agency));
  if (rows.length === 0) return { points: reviewPoints(0, null), matched: 'Отзывов пока нет: средняя оценка' };
  const overall = rows.map((r) => (r.quality + r.deadlines + r.communication + r.value) / 4);
  const average = overall.reduce((a, b) => a + b, 0) / rows.length;
  // No average in the line: the readable one (contract/rating.ts) would differ from the smoothed points.
  return {
    points: reviewPoints(rows.length, average),
    matched: `${plural(rows.length, ['отзыв', 'отзыва', 'отзывов'])}: баллы с поправкой на их число`,
  };
} // prettier-ignore

describe('the «Отзывы» criterion', () => {
  it('scores the reviews an agency has through the prior, and the neutral points without any', async () => {
    const { project } = await fresh();
    const page = await whole(project.id, false);
    const reviewed = world().leader.contractorId!; // the demo agency: reviewed for the demo closed project
    expect((await expectedLine(reviewed)).matched).not.toContain('пока нет');
    expect(reviewsLine(page, reviewed)).toMatchObject(await expectedLine(reviewed));
    const unreviewed = page.results.filter((item) => item.contractorId !== reviewed);
    expect(unreviewed.length).toBeGreaterThan(0);
    for (const item of unreviewed.slice(0, 5))
      expect(reviewsLine(page, item.contractorId)).toMatchObject(
        await expectedLine(item.contractorId),
      );
  });

  it('follows a new review at once, in the stored ranking too', async () => {
    const agency = world().leader.contractorId!;
    const { project } = await fresh();
    const before = reviewsLine(await whole(project.id, false), agency);
    const won = await wonProject(app(), world().client.companyId!, agency, [
      world().otherLeader.contractorId!,
    ]);
    const review = await as('client')('POST', '/review/api/v1/contractor-reviews/', {
      project: won,
      quality: 2,
      deadlines: 1,
      communication: 2,
      value: 1,
      would_recommend: false,
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const after = reviewsLine(await whole(project.id, true), agency);
    expect(after).toMatchObject(await expectedLine(agency));
    expect(after.matched).not.toBe(before.matched); // one review more
  });
});
