import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import type { RefusalReason } from '../../contract/reference';
import {
  TENDER_MESSAGES,
  type Candidate,
  type InvitationsCreated,
  type TenderOfProject,
} from '../../contract/tender';
import type { TenderEventKind } from '../../contract/tender-protocol';
import {
  contractors,
  projectClosings,
  tenderCandidates,
  tenderEvents,
} from '../../server/db/schema';
import {
  agencyRequest,
  call,
  lastMail,
  login,
  STRONG_PASSWORD,
  type Method,
  type Session,
} from './helpers/accounts';
import { unlimitedPlan } from './helpers/plans';
import { DAY, T, useTenderApp } from './helpers/tender';

// Sealed proposals: the client reads who sent a proposal and when, not what, until the deadline passes or
// every invitee has answered; the opening is recorded once; no decision while sealed; an agency withdraws
// and sends again before that. Then every agency not chosen learns its reason, place and price relation.

const t = useTenderApp();
const { app, as, invited, answer, openTender, candidateOf, inTender, notified } = t;

/** A third published agency on a paid plan, its leader logged in (again after the clock moves). */
const third = { email: '', contractorId: 0, session: null as Session | null };
beforeAll(async () => {
  const request = await agencyRequest(app());
  third.email = request.email;
  const made = await call(app(), 'POST', '/contractor/api/v1/register-agency/', { body: request });
  expect(made.status).toBe(201);
  const { uid, token } = await lastMail(app(), request.email);
  await call(app(), 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
  third.session = await login(app(), request.email, STRONG_PASSWORD);
  const me = await asThird<{ contractor: { id: number } }>(
    'GET',
    '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
  );
  third.contractorId = me.body.contractor.id;
  await app()
    .db.db.update(contractors)
    .set({ isPublished: true })
    .where(eq(contractors.id, third.contractorId));
  await unlimitedPlan(app(), third.contractorId);
});
const asThird = <R = Record<string, unknown>>(method: Method, url: string, body?: unknown) =>
  call<R>(app(), method, url, { token: third.session!.access, body });

const candidatesUrl = (project: number) => `${T}/tender-candidates/${project}/contractors/`;
const clientCandidates = async (project: number) =>
  (await as('client')<Candidate[]>('GET', candidatesUrl(project))).body;
const tenderOf = async (project: number) =>
  (await as('client')<TenderOfProject>('GET', `${T}/tenders/by-project/${project}/`)).body.tender!;
const proposal = (price: number) => ({
  price,
  timeline_days: 30,
  approach: 'Съёмка и монтаж за месяц.',
  team: 'Продюсер, оператор',
  submit: true as const,
});
const patch = (role: 'client' | 'leader' | 'otherLeader', id: number, body: object) =>
  as(role)<Candidate>('PATCH', `${T}/tender-candidates/${id}/`, body);

/** The project's protocol steps of `kind`, oldest first. */
const steps = (project: number, kind: TenderEventKind) =>
  app()
    .db.db.select()
    .from(tenderEvents)
    .where(and(eq(tenderEvents.projectId, project), eq(tenderEvents.kind, kind)))
    .orderBy(asc(tenderEvents.id));

async function clientReason(name: string) {
  const res = await as('client')<Page<RefusalReason>>(
    'GET',
    `${T}/refusal-reason/?side=client&page_size=100`,
  );
  return res.body.results.find((r) => r.name === name)!.id;
}

describe('sealed proposals', () => {
  it('the client reads who sent and when until the deadline, then the content; opened once', async () => {
    const { project, mine, theirs } = await inTender();
    const sealed = await clientCandidates(project);
    expect(sealed.find((c) => c.id === mine.id)).toMatchObject({
      sealed: true,
      submitted_at: expect.any(String) as string,
      price: null,
      timeline_days: null,
      approach: null,
      team: null,
      links: null,
    });
    expect(sealed.find((c) => c.id === theirs.id)).toMatchObject({
      sealed: true,
      submitted_at: null,
    });
    expect(await tenderOf(project)).toMatchObject({
      is_open: true,
      proposals_count: 1,
      proposals_open: false,
      proposals_open_at: null,
    });
    // The agency always reads its own.
    expect(await candidateOf('leader', project)).toMatchObject({ sealed: false, price: 1_200_000 });
    expect(await steps(project, 'proposals_opened')).toHaveLength(0);

    // No decision on sealed proposals: none needs less than the content.
    const reason = await clientReason('Цена выше бюджета');
    for (const body of [
      { status: 'shortlisted' },
      { status: 'rejected', rejection_reason: reason },
      { status: 'winner' },
    ]) {
      const refused = await patch('client', mine.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ non_field_errors: [TENDER_MESSAGES.sealed] });
    }
    expect((await candidateOf('leader', project)).status).toBe('participant');

    await t.later(4 * DAY);
    try {
      const tender = await tenderOf(project);
      expect(tender).toMatchObject({
        is_open: false,
        proposals_open: true,
        proposals_open_at: tender.deadline,
      });
      const open = await clientCandidates(project);
      expect(open.find((c) => c.id === mine.id)).toMatchObject({
        sealed: false,
        price: 1_200_000,
        timeline_days: 45,
        approach: 'Снимем в трёх пекарнях за два дня.',
      });
      const opened = await steps(project, 'proposals_opened');
      expect(opened).toHaveLength(1); // two readings after the opening, one record
      expect(opened[0]).toMatchObject({ actorSide: 'platform', isPublic: true, actorUserId: null });
      expect(opened[0]!.at.toISOString()).toBe(tender.deadline);
      const shortlisted = await patch('client', mine.id, { status: 'shortlisted' });
      expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200);
      expect(await steps(project, 'shortlisted')).toHaveLength(1);
    } finally {
      await t.backToNow();
    }
  });

  it('opens early once every invitee sent or declined; the proposals are final then', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    const reasons = await as('leader')<Page<RefusalReason>>('GET', `${T}/refusal-reason/`);
    const declined = await answer('otherLeader', invitation('otherLeader').id, {
      status: 'declined',
      refusal_reason: reasons.body.results.find((r) => r.name !== 'Другое')!.id,
    });
    expect(declined.status).toBe(200);
    await openTender(project);
    const mine = await candidateOf('leader', project);
    expect((await tenderOf(project)).proposals_open).toBe(false);
    const sent = await patch('leader', mine.id, proposal(800_000));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // The last answer opened them, at its moment, before the deadline.
    const tender = await tenderOf(project);
    expect(tender).toMatchObject({ is_open: false, proposals_open: true });
    expect(tender.proposals_open_at).toBe(sent.body.submitted_at);
    expect(await clientCandidates(project)).toMatchObject([{ sealed: false, price: 800_000 }]);
    expect(await steps(project, 'proposals_opened')).toHaveLength(1);
    const withdraw = await patch('leader', mine.id, { withdraw: true });
    expect(withdraw.body).toEqual({ non_field_errors: [TENDER_MESSAGES.proposalsOpened] });
  });

  it('when both invitees sent, the proposals open before the deadline', async () => {
    const { project, theirs } = await inTender();
    expect((await tenderOf(project)).proposals_open).toBe(false);
    expect((await patch('otherLeader', theirs.id, proposal(900_000))).status).toBe(200);
    const open = await clientCandidates(project);
    expect(open.map((c) => [c.sealed, c.price])).toEqual([
      [false, 1_200_000],
      [false, 900_000],
    ]);
  });

  it('an agency withdraws and sends again before the deadline; the plan counts one', async () => {
    const { project, mine } = await inTender();
    const first = async () =>
      (
        await app()
          .db.db.select({ at: tenderCandidates.firstSubmittedAt })
          .from(tenderCandidates)
          .where(eq(tenderCandidates.id, mine.id))
      )[0]!.at;
    const counted = await first();
    expect(counted).not.toBeNull();
    const withdrawn = await patch('leader', mine.id, { withdraw: true });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body).toMatchObject({ submitted_at: null, price: 1_200_000 });
    expect((await clientCandidates(project)).find((c) => c.id === mine.id)).toMatchObject({
      submitted_at: null,
    });
    const again = await patch('leader', mine.id, { withdraw: true });
    expect(again.body).toEqual({ non_field_errors: [TENDER_MESSAGES.nothingToWithdraw] });
    const both = await patch('leader', mine.id, { submit: true, withdraw: true });
    expect(both.body).toEqual({ non_field_errors: [TENDER_MESSAGES.withdrawOrSubmit] });
    const resent = await patch('leader', mine.id, { price: 1_100_000, submit: true });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.submitted_at).not.toBeNull();
    expect(await first()).toEqual(counted); // the plan's month counts the first sending only
    const sentSteps = await steps(project, 'proposal_sent');
    expect(sentSteps.map((s) => s.details)).toEqual([{}, { again: true }]);
    expect(sentSteps.every((s) => !s.isPublic && s.actorSide === 'agency')).toBe(true);
    expect(await steps(project, 'proposal_withdrawn')).toHaveLength(1);
    // The client is told each sending; still sealed for it.
    expect(await notified('client', 'proposal_submitted', project)).toHaveLength(2);
    expect((await clientCandidates(project)).find((c) => c.id === mine.id)).toMatchObject({
      sealed: true,
      price: null,
    });
  });
});

/** A tender with three agencies, each sending a proposal at `prices` (demo, second, third): opened at once. */
async function threeProposals(prices: [number, number, number]) {
  const { project, invitation } = await invited(['leader', 'otherLeader']);
  const extra = await as('client')<InvitationsCreated>(
    'POST',
    `${T}/invitations/create-invitations/`,
    { project, contractors: [third.contractorId] },
  );
  expect(extra.status).toBe(201);
  for (const role of ['leader', 'otherLeader'] as const)
    await answer(role, invitation(role).id, { status: 'accepted' });
  const accepted = await asThird('PATCH', `${T}/invitations/${extra.body.created[0]!.id}/`, {
    status: 'accepted',
    conflict: 'none',
  });
  expect(accepted.status).toBe(200);
  await openTender(project);
  const mine = await candidateOf('leader', project);
  const theirs = await candidateOf('otherLeader', project);
  const thirds = await asThird<Candidate>(
    'GET',
    `${T}/tender-candidates/${project}/tender-candidate/`,
  );
  expect((await patch('leader', mine.id, proposal(prices[0]))).status).toBe(200);
  expect((await patch('otherLeader', theirs.id, proposal(prices[1]))).status).toBe(200);
  const last = await asThird(
    'PATCH',
    `${T}/tender-candidates/${thirds.body.id}/`,
    proposal(prices[2]),
  );
  expect(last.status).toBe(200);
  const compared = await clientCandidates(project);
  expect(compared.every((c) => !c.sealed)).toBe(true);
  /** The place the comparison's score gives an agency: one more than those scored higher. */
  const placeOf = (contractor: number) => {
    const score = compared.find((c) => c.contractor === contractor)!.match_score!;
    return 1 + compared.filter((c) => c.match_score! > score).length;
  };
  return { project, mine, theirs, third: thirds.body, placeOf };
}

describe('every agency not chosen learns where it stood', () => {
  it('its reason, place of the proposals and the winner’s price against its own', async () => {
    const { project, theirs, placeOf } = await threeProposals([1_200_000, 1_000_000, 1_030_000]);
    const won = await patch('client', theirs.id, {
      status: 'winner',
      others_reason: 'Лучший срок',
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);

    const mine = await candidateOf('leader', project);
    expect(mine.outcome).toEqual({
      reason: 'Лучший срок',
      place: placeOf(t.agency('leader')),
      proposals: 3,
      winner_price: 'below', // 1 000 000 against 1 200 000
    });
    const thirds = await asThird<Candidate>(
      'GET',
      `${T}/tender-candidates/${project}/tender-candidate/`,
    );
    expect(thirds.body.outcome).toMatchObject({ proposals: 3, winner_price: 'same' }); // within 5 %
    expect((await candidateOf('otherLeader', project)).outcome).toBeNull(); // the winner

    const [note] = await notified('leader', 'winner_chosen', project);
    expect(note!.text).toContain('Причина: Лучший срок.');
    expect(note!.text).toContain(
      `Ваше предложение — ${placeOf(t.agency('leader'))}-е из 3 по итоговой оценке.`,
    );
    expect(note!.text).toContain('Цена победителя ниже вашей.');
    expect(note!.payload).toMatchObject({ won: false, proposals: 3, winner_price: 'below' });

    const chosen = await steps(project, 'winner_chosen');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ isPublic: true, contractorId: t.agency('otherLeader') });
    const told = await steps(project, 'outcome_told');
    expect(told.map((s) => s.contractorId).sort()).toEqual(
      [t.agency('leader'), third.contractorId].sort(),
    );
    expect(told.every((s) => !s.isPublic)).toBe(true);
    const [closing] = await app()
      .db.db.select()
      .from(projectClosings)
      .where(eq(projectClosings.projectId, project));
    expect(closing!.tellPrice).toBe(true);
  });

  it('the client may keep the price relation to itself, not the reason', async () => {
    const { project, mine, placeOf } = await threeProposals([1_200_000, 1_000_000, 1_500_000]);
    const won = await patch('client', mine.id, { status: 'winner', tell_price: false });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect((await candidateOf('otherLeader', project)).outcome).toEqual({
      reason: 'Заказчик выбрал другое агентство.',
      place: placeOf(t.agency('otherLeader')),
      proposals: 3,
      winner_price: null,
    });
    const [note] = await notified('otherLeader', 'winner_chosen', project);
    expect(note!.text).toContain('Причина: Заказчик выбрал другое агентство.');
    expect(note!.text).not.toContain('Цена победителя');
    const [closing] = await app()
      .db.db.select()
      .from(projectClosings)
      .where(eq(projectClosings.projectId, project));
    expect(closing!.tellPrice).toBe(false);
  });

  it('with two proposals, only the reason; one rejected before keeps its own reason', async () => {
    const { project, mine, theirs } = await inTender();
    expect((await patch('otherLeader', theirs.id, proposal(700_000))).status).toBe(200);
    const reason = await clientReason('Сроки не подходят');
    const rejected = await patch('client', theirs.id, {
      status: 'rejected',
      rejection_reason: reason,
      rejection_comment: 'Нужно к марту',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const [rejectedStep] = await steps(project, 'rejected');
    expect(rejectedStep!.details).toEqual({
      reason: 'Сроки не подходят',
      comment: 'Нужно к марту',
    });
    expect((await patch('client', theirs.id, { status: 'participant' })).status).toBe(200);
    expect(await steps(project, 'returned')).toHaveLength(1);
    const again = await patch('client', theirs.id, {
      status: 'rejected',
      rejection_reason: reason,
    });
    expect(again.status).toBe(200);
    expect((await patch('client', mine.id, { status: 'winner' })).status).toBe(200);
    expect((await candidateOf('otherLeader', project)).outcome).toEqual({
      reason: 'Сроки не подходят',
      place: null,
      proposals: 2,
      winner_price: null,
    });
    const [note] = await notified('otherLeader', 'winner_chosen', project);
    expect(note!.text).toContain('Причина: Сроки не подходят.');
    expect(note!.text).not.toContain('Ваше предложение');
    expect(note!.text).not.toContain('Цена победителя');
  });
});
