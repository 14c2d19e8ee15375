import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_LIMITS, type PlanLimitKey } from '../../contract/tariff-rules';
import {
  contractorAccounts,
  serviceContractors,
  tenderCandidates,
  users,
} from '../../server/db/schema';
import {
  agencyRequest,
  call,
  freshEmail,
  lastMail,
  login,
  roleId,
  STRONG_PASSWORD,
  type Answer,
  type Session,
} from './helpers/accounts';
import { useFixedDate } from './helpers/fixed-date';
import { givePlan } from './helpers/plans';
import { T, useTenderApp } from './helpers/tender';
import { filePart, newCase, pdf, postForm } from './helpers/uploads';

// The free plan's limits where an agency adds things: the N-th addition passes, the next is refused with the
// plan that lifts it; a running «Бизнес» lifts it at once, an ended one does not.

/** The middle of a Moscow month; every clock of the server (its Date) stands here. */
const NOW = new Date('2026-05-20T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
useFixedDate(NOW);

// Both agencies of the tender world stay on the free plan.
const t = useTenderApp({ paidPlans: false });
const app = () => t.app();

/** A new agency registered through the company flow (one service, its leader), the leader logged in. */
async function newAgency(): Promise<{ session: Session; id: number }> {
  const body = await agencyRequest(app());
  const res = await call<{ id: number }>(app(), 'POST', '/contractor/api/v1/register-agency/', {
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { uid, token } = await lastMail(app(), body.email);
  await call(app(), 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
  const [row] = await app()
    .db.db.select({ id: contractorAccounts.contractorId })
    .from(contractorAccounts)
    .innerJoin(users, eq(users.id, contractorAccounts.userId))
    .where(eq(users.email, body.email));
  return { session: await login(app(), body.email, STRONG_PASSWORD), id: row!.id };
}

const post = <B = Record<string, unknown>>(session: Session, url: string, body: unknown) =>
  call<B>(app(), 'POST', url, { token: session.access, body });

/** The refusal of the free plan's `key` at `limit`, naming «Бизнес». */
function expectRefused(res: Answer, key: PlanLimitKey, limit: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toEqual({
    detail: `${PLAN_LIMITS[key].reached(limit)} Больше — на тарифе «Бизнес».`,
    code: 'plan_limit',
    limit: key,
    upgrade: { slug: 'business', name: 'Бизнес' },
  });
}

/** A «Бизнес» period that ended exactly now: the agency is back on the free plan. */
const endedBusiness = (id: number) =>
  givePlan(app(), id, 'business', {
    startsAt: new Date(NOW.getTime() - 30 * DAY),
    endsAt: NOW,
  });
/** A «Бизнес» period running now. */
const runningBusiness = (id: number) =>
  givePlan(app(), id, 'business', {
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + 30 * DAY),
  });

describe('services: 5 on the free plan', () => {
  it('the 5th passes, the 6th is refused until «Бизнес» runs; an ended period counts as free', async () => {
    const agency = await newAgency();
    const ranges = await app().db.query<{ id: number; service_id: number }>(
      `select distinct on (service_id) id, service_id from service_ranges
       where service_id not in (select service_id from service_contractors where contractor_id = $1)
       order by service_id, id limit 6`,
      [agency.id],
    );
    const add = (i: number) =>
      post(agency.session, '/service/api/v1/service-contractors/', {
        service: ranges[i]!.service_id,
        service_range: ranges[i]!.id,
      });
    // One came with the registration: four more make five.
    for (let i = 0; i < 4; i++) expect((await add(i)).status).toBe(201);
    const held = async () =>
      (
        await app()
          .db.db.select({ n: count() })
          .from(serviceContractors)
          .where(eq(serviceContractors.contractorId, agency.id))
      )[0]!.n;
    expect(await held()).toBe(5);
    const refused = await add(4);
    expectRefused(refused, 'services', 5);
    expect((refused.body as { detail: string }).detail).toBe(
      'В профиле уже 5 услуг — столько позволяет тариф. Больше — на тарифе «Бизнес».',
    );
    expect(await held()).toBe(5);
    await endedBusiness(agency.id);
    expectRefused(await add(4), 'services', 5);
    await runningBusiness(agency.id);
    expect((await add(4)).status).toBe(201);
    expect((await add(5)).status).toBe(201);
  });
});

describe('cases: 3 on the free plan', () => {
  it('the 3rd passes, the 4th is refused until «Бизнес» runs', async () => {
    const agency = await newAgency();
    const add = (n: number) => post(agency.session, '/case/api/v1/cases/', { title: `Кейс ${n}` });
    for (let n = 1; n <= 3; n++) expect((await add(n)).status).toBe(201);
    expectRefused(await add(4), 'cases', 3);
    await endedBusiness(agency.id);
    expectRefused(await add(4), 'cases', 3);
    await runningBusiness(agency.id);
    expect((await add(4)).status).toBe(201);
  });
});

describe('materials: 10 on the free plan', () => {
  it('the 10th passes, the 11th is refused before any file is stored, until «Бизнес» runs', async () => {
    const agency = await newAgency();
    const caseId = await newCase(app(), agency.id);
    let n = 0;
    const upload = () =>
      postForm(
        app(),
        '/materials/api/v1/materials/',
        [
          { name: 'case', value: String(caseId) },
          filePart(Buffer.concat([pdf(), Buffer.from(`%${++n}\n`)]), 'бриф.pdf'),
        ],
        agency.session.access,
      );
    for (let i = 1; i <= 10; i++) expect((await upload()).status).toBe(201);
    const put = vi.spyOn(app().media, 'put');
    try {
      expectRefused(await upload(), 'materials', 10);
      await endedBusiness(agency.id);
      expectRefused(await upload(), 'materials', 10);
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    await runningBusiness(agency.id);
    expect((await upload()).status).toBe(201);
  });
});

describe('employees: 3 on the free plan, the leader and invitations included', () => {
  it('the 3rd passes, the 4th is refused until «Бизнес» runs', async () => {
    const agency = await newAgency();
    const invite = async () =>
      post(agency.session, '/accounts/api/v1/contractor-accounts-lider/', {
        email: freshEmail('staff'),
        role: await roleId(app(), 'specialist'),
      });
    for (let n = 2; n <= 3; n++) expect((await invite()).status).toBe(201);
    expectRefused(await invite(), 'employees', 3);
    await endedBusiness(agency.id);
    expectRefused(await invite(), 'employees', 3);
    await runningBusiness(agency.id);
    expect((await invite()).status).toBe(201);
  });
});

describe('proposals: 5 a Moscow calendar month on the free plan', () => {
  /**
   * A candidacy of the second agency in a fresh tender, with its proposal written but not sent. The demo
   * agency is invited too and never answers: the proposals stay sealed, so a sent one may be sent again.
   */
  async function candidate(): Promise<number> {
    const { project, invitation } = await t.invited(['otherLeader', 'leader']);
    const accepted = await t.answer('otherLeader', invitation('otherLeader').id, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    await t.openTender(project, new Date(NOW.getTime() + 3 * DAY));
    return (await t.candidateOf('otherLeader', project)).id;
  }
  const send = (id: number) =>
    t.as('otherLeader')('PATCH', `${T}/tender-candidates/${id}/`, {
      price: 500_000,
      timeline_days: 30,
      approach: 'Сделаем за месяц.',
      submit: true,
    });

  let candidates: number[] = [];
  beforeAll(async () => {
    candidates = [];
    for (let i = 0; i < 7; i++) candidates.push(await candidate());
  });

  it('the 5th first sending passes, the 6th is refused; sending a sent one again is not counted', async () => {
    for (const id of candidates.slice(0, 5)) {
      const res = await send(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await send(candidates[5]!);
    expectRefused(refused, 'proposals_per_month', 5);
    expect((refused.body as { detail: string }).detail).toBe(
      'В этом месяце отправлено 5 предложений — столько позволяет тариф. Больше — на тарифе «Бизнес».',
    );
    const [row] = await app()
      .db.db.select({ at: tenderCandidates.submittedAt })
      .from(tenderCandidates)
      .where(eq(tenderCandidates.id, candidates[5]!));
    expect(row!.at).toBeNull();
    expect((await send(candidates[0]!)).status).toBe(200);
  });

  it('counts by the Moscow month: one first sent before May began in Moscow frees a place', async () => {
    // 21:00 UTC on 30 April is midnight of 1 May in Moscow: still this month.
    await app()
      .db.db.update(tenderCandidates)
      .set({ firstSubmittedAt: new Date('2026-04-30T21:00:00Z') })
      .where(eq(tenderCandidates.id, candidates[0]!));
    expectRefused(await send(candidates[5]!), 'proposals_per_month', 5);
    // A second earlier it was April in Moscow.
    await app()
      .db.db.update(tenderCandidates)
      .set({ firstSubmittedAt: new Date('2026-04-30T20:59:59Z') })
      .where(eq(tenderCandidates.id, candidates[0]!));
    expect((await send(candidates[5]!)).status).toBe(200);
    expectRefused(await send(candidates[6]!), 'proposals_per_month', 5);
  });

  it('an ended «Бизнес» counts as free; a running one lets the next proposal go at once', async () => {
    const agency = t.agency('otherLeader');
    await endedBusiness(agency);
    expectRefused(await send(candidates[6]!), 'proposals_per_month', 5);
    await runningBusiness(agency);
    expect((await send(candidates[6]!)).status).toBe(200);
    const [sent] = await app()
      .db.db.select({ n: count() })
      .from(tenderCandidates)
      .where(
        sql`${tenderCandidates.contractorId} = ${agency} and ${tenderCandidates.firstSubmittedAt} >= '2026-04-30T21:00:00Z'`,
      );
    expect(sent!.n).toBe(6);
  });
});
