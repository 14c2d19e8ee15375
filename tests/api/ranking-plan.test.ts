import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../contract/drf';
import { MATCHING_CRITERIA } from '../../contract/matching';
import type { RankedAgency } from '../../contract/ranking';
import { contractorMatchKeys, projectRankingItems } from '../../server/db/schema';
import { login } from './helpers/accounts';
import { givePlan, onFreePlan } from './helpers/plans';
import { useFixedDate } from './helpers/fixed-date';
import { useProjectApp, wholeRanking } from './helpers/projects';

// The ranking's «Платный тариф»: an agency whose plan in force has the matching priority gets the criterion's
// whole weight, named in its explanation, until its paid period ends — in a fresh ranking and in a stored one.

/** Every clock of the server (its Date) stands here; the test moves it past the period's end. */
const NOW = new Date('2026-05-20T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
useFixedDate(NOW);

const { app, as, fresh, world } = useProjectApp();

const whole = (projectId: number, useCache: boolean) =>
  wholeRanking(as('client'), projectId, useCache);

const planOf = (page: Page<RankedAgency>, agency: number) => {
  const item = page.results.find((i) => i.contractorId === agency)!;
  return item.explanation.find((e) => e.criterion === 'plan')!;
};

describe('the «Платный тариф» criterion', () => {
  it('gives a running «Бизнес» the whole weight, and nothing once its period ends, cached or not', async () => {
    const agency = world().leader.contractorId!;
    await onFreePlan(app(), agency); // the demo agency pays for «Бизнес» from the seed
    const { project } = await fresh();
    const free = await whole(project.id, false);
    expect(planOf(free, agency)).toMatchObject({ points: 0, matched: 'Бесплатный тариф' });
    expect(free.results.every((item) => planOf(free, item.contractorId).points === 0)).toBe(true);

    const endsAt = new Date(NOW.getTime() + 10 * DAY);
    await givePlan(app(), agency, 'business', { startsAt: new Date(NOW.getTime() - DAY), endsAt });
    const [keys] = await app()
      .db.db.select({ until: contractorMatchKeys.planPriorityUntil })
      .from(contractorMatchKeys)
      .where(eq(contractorMatchKeys.contractorId, agency));
    expect(keys!.until).toEqual(endsAt);

    const paid = await whole(project.id, false);
    expect(planOf(paid, agency)).toEqual({
      criterion: 'plan',
      label: 'Платный тариф',
      matched: 'Тариф «Бизнес»',
      points: MATCHING_CRITERIA.plan.weight,
    });
    const score = (page: Page<RankedAgency>) =>
      page.results.find((i) => i.contractorId === agency)!.score;
    expect(score(paid)).toBe(score(free) + 5);
    // Stored with the end of the priority it counted, and served from the store while it runs.
    await app().ranking.settled();
    const stored = await app()
      .db.db.select({ validUntil: projectRankingItems.validUntil })
      .from(projectRankingItems)
      .where(eq(projectRankingItems.projectId, project.id));
    expect(stored.length).toBe(paid.results.length);
    expect(stored.every((row) => row.validUntil?.getTime() === endsAt.getTime())).toBe(true);
    expect(await whole(project.id, true)).toEqual(paid);

    // The period ends: nothing is written, yet neither the store nor a fresh ranking gives the points.
    vi.setSystemTime(endsAt);
    for (const actor of [world().client])
      actor.session = await login(app(), actor.session!.email, actor.session!.password);
    const cached = await whole(project.id, true);
    expect(planOf(cached, agency)).toMatchObject({ points: 0, matched: 'Бесплатный тариф' });
    expect(score(cached)).toBe(score(free));
    const again = await whole(project.id, false);
    expect(planOf(again, agency)).toMatchObject({ points: 0, matched: 'Бесплатный тариф' });
    expect(again).toEqual(cached);
  });
});
