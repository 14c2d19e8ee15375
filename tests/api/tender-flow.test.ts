import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TENDER_MESSAGES,
  type Candidate,
  type InboxProject,
  type TenderOfProject,
} from '../../contract/tender';
import { tenderCandidates } from '../../server/db/schema';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';

// The tender's state machine through the API once invitations are answered: the tender and proposals, and
// the decisions that close a project, each with the notifications it writes in its own transaction.

const t = useTenderApp();
const { app, as, invited, answer, openTender, candidateOf, inTender, notified, projectStatus } = t;

/** Runs `step` past the tenders' deadline (3 days): the proposals have opened, decisions are taken. */
async function afterDeadline<R>(step: () => Promise<R>): Promise<R> {
  await t.later(4 * DAY);
  try {
    return await step();
  } finally {
    await t.backToNow();
  }
}

describe('tenders and proposals', () => {
  it('makes candidates of the accepted, takes a proposal, and tells the client', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    const tender = await openTender(project);
    expect(tender).toMatchObject({ is_open: true, candidates_count: 1, proposals_count: 0 });
    expect(await projectStatus(project)).toBe('tender');
    // the demo agency accepted, the other one is still invited: both are told
    expect(await notified('specialist', 'tender_started', project)).toHaveLength(1);
    const again = await as('client')('POST', `${T}/tenders/`, {
      project,
      deadline: new Date(Date.now() + DAY).toISOString(),
    });
    expect(again.body).toEqual({ project: [TENDER_MESSAGES.tenderExists] });

    // accepting while the tender is open makes a candidate at once
    const late = await answer('otherLeader', invitation('otherLeader').id, { status: 'accepted' });
    expect(late.body.candidate).toEqual(expect.any(Number));

    const mine = await candidateOf('leader', project);
    const url = `${T}/tender-candidates/${mine.id}/`;
    const incomplete = await as('manager')('PATCH', url, { price: 900_000, submit: true });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toEqual({ non_field_errors: [TENDER_MESSAGES.proposalIncomplete] });
    expect((await candidateOf('leader', project)).price).toBeNull(); // nothing written
    const draft = await as('manager')<Candidate>('PATCH', url, {
      price: 900_000,
      timeline_days: 30,
      links: [{ name: 'Смета', url: 'https://example.com/estimate.pdf' }],
    });
    expect(draft.body).toMatchObject({ price: 900_000, submitted_at: null });
    expect(await notified('client', 'proposal_submitted', project)).toHaveLength(0);
    const sent = await as('manager')<Candidate>('PATCH', url, {
      approach: 'Съёмка за два дня',
      submit: true,
    });
    expect(sent.body).toMatchObject({
      approach: 'Съёмка за два дня',
      submitted_at: expect.any(String) as string,
    });
    expect(await notified('client', 'proposal_submitted', project)).toHaveLength(1);

    const status = await as('leader')('PATCH', url, { status: 'winner' });
    expect(status.body).toEqual({ status: [TENDER_MESSAGES.clientOnlyField] });
    const field = await as('client')('PATCH', url, { status: 'shortlisted', price: 1 });
    expect(field.body).toEqual({ price: [TENDER_MESSAGES.agencyOnlyField] });
  });

  it('refuses a deadline in the past and a proposal after the deadline', async () => {
    const { project, invitation } = await invited();
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    const past = await as('client')('POST', `${T}/tenders/`, {
      project,
      deadline: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.body).toEqual({ deadline: [TENDER_MESSAGES.deadlinePast] });
    expect(await projectStatus(project)).toBe('matching');
    await openTender(project, new Date(Date.now() + HOUR));
    const mine = await candidateOf('leader', project);
    try {
      await t.later(2 * HOUR);
      const res = await as('leader')('PATCH', `${T}/tender-candidates/${mine.id}/`, {
        price: 1_000_000,
        timeline_days: 20,
        approach: 'Поздно',
        submit: true,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [TENDER_MESSAGES.tenderClosed] });
      const read = await as('client')<TenderOfProject>(
        'GET',
        `${T}/tenders/by-project/${project}/`,
      );
      expect(read.body.tender).toMatchObject({ is_open: false, proposals_count: 0 });
    } finally {
      await t.backToNow();
    }
  });

  it('shows the client the comparison matrix once the proposals opened', async () => {
    const { project, mine } = await inTender();
    const url = `${T}/tender-candidates/${project}/contractors/`;
    // Before the deadline, the other invitee still to send: who sent and when, not what.
    const sealed = await as('client')<Candidate[]>('GET', url);
    expect(sealed.body.find((c) => c.id === mine.id)).toMatchObject({
      price: null,
      sealed: true,
      submitted_at: expect.any(String) as string,
    });
    const res = await afterDeadline(() => as('client')<Candidate[]>('GET', url));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.find((c) => c.id === mine.id)).toMatchObject({
      sealed: false,
      price: 1_200_000,
      timeline_days: 45,
      match_score: expect.any(Number) as number,
      services_covered: [],
      services_missing: [],
      // the demo agency's one review from the demo client: (5 + 4 + 5 + 5) / 4
      reviews_count: 1,
      reviews_average: 4.75,
    });
    expect(res.body.find((c) => c.id !== mine.id)).toMatchObject({
      price: null,
      submitted_at: null,
      reviews_count: 0,
      reviews_average: null,
    });
  });
});

describe('decisions', () => {
  it('chooses one winner in one transaction: the others rejected and told why', async () => {
    const { project, mine, theirs } = await inTender();
    // past the deadline: the proposals opened, the client decides
    await afterDeadline(async () => {
      const noProposal = await as('client')('PATCH', `${T}/tender-candidates/${theirs.id}/`, {
        status: 'winner',
      });
      expect(noProposal.body).toEqual({ status: [TENDER_MESSAGES.noProposal] });
      const won = await as('client')<Candidate>('PATCH', `${T}/tender-candidates/${mine.id}/`, {
        status: 'winner',
        others_reason: 'Выбрали агентство с опытом в ритейле',
      });
      expect(won.status, JSON.stringify(won.body)).toBe(200);
      expect(won.body.status).toBe('winner');
      // the tender is over, the work is not: the client accepts it later (work-acceptance.test.ts)
      expect(await projectStatus(project)).toBe('in_work');
      const other = await candidateOf('otherLeader', project);
      expect(other).toMatchObject({
        status: 'rejected',
        rejection_comment: 'Выбрали агентство с опытом в ритейле',
      });
      const [winnerNote] = await notified('leader', 'winner_chosen', project);
      expect(winnerNote!.payload).toMatchObject({ won: true });
      const [loserNote] = await notified('otherLeader', 'winner_chosen', project);
      expect(loserNote!.payload).toMatchObject({ won: false });
      expect(loserNote!.text).toContain('Причина: Выбрали агентство с опытом в ритейле.');
      const read = await as('otherLeader')<TenderOfProject>(
        'GET',
        `${T}/tenders/by-project/${project}/`,
      );
      expect(read.body.closing).toMatchObject({ kind: 'winner', contractor: t.agency('leader') });

      const second = await as('client')('PATCH', `${T}/tender-candidates/${theirs.id}/`, {
        status: 'winner',
      });
      expect(second.status).toBe(400);
      expect(second.body).toEqual({ status: [TENDER_MESSAGES.winnerExists] });
      const cancel = await as('client')('POST', `${T}/tenders/cancel-project/`, {
        project,
        reason: 'Передумали',
      });
      expect(cancel.body).toEqual({ non_field_errors: [TENDER_MESSAGES.tenderOver] });
    });
  });

  it('two winners chosen at once: one wins, the other is refused', async () => {
    const { project, mine, theirs } = await inTender();
    const sent = await as('otherLeader')('PATCH', `${T}/tender-candidates/${theirs.id}/`, {
      price: 1_000_000,
      timeline_days: 30,
      approach: 'Быстро и недорого',
      submit: true,
    });
    expect(sent.status).toBe(200); // both invitees sent: the proposals opened early
    const answers = await Promise.all(
      [mine.id, theirs.id].map((id) =>
        as('client')('PATCH', `${T}/tender-candidates/${id}/`, { status: 'winner' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({
      status: [TENDER_MESSAGES.winnerExists],
    });
    const winners = await app()
      .db.db.select()
      .from(tenderCandidates)
      .where(sql`${tenderCandidates.id} in (${mine.id}, ${theirs.id}) and status = 'winner'`);
    expect(winners).toHaveLength(1);
    expect(await projectStatus(project)).toBe('in_work');
  });

  it('a decision that fails midway leaves neither its statuses nor its notifications', async () => {
    const { project, mine, theirs } = await inTender();
    const db = app().db.db;
    // The last step of the decision (a notification row) fails: everything before it must roll back.
    await db.execute(sql`create or replace function tender_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'notifications refused'; end $$`);
    await db.execute(sql`create trigger tender_test_fail before insert on notifications
      for each row execute function tender_test_fail()`);
    try {
      const res = await afterDeadline(() =>
        as('client')('PATCH', `${T}/tender-candidates/${mine.id}/`, { status: 'winner' }),
      );
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger tender_test_fail on notifications`);
    }
    expect(await projectStatus(project)).toBe('tender');
    const statuses = await db
      .select({ id: tenderCandidates.id, status: tenderCandidates.status })
      .from(tenderCandidates)
      .where(sql`${tenderCandidates.id} in (${mine.id}, ${theirs.id})`);
    expect(statuses.map((s) => s.status)).toEqual(['participant', 'participant']);
    expect(await notified('leader', 'winner_chosen', project)).toHaveLength(0);
    expect(await notified('otherLeader', 'winner_chosen', project)).toHaveLength(0);
  });

  it('closes with a winner outside the platform or a cancellation, telling everyone the reason', async () => {
    const { project: a, invitation } = await invited(['leader', 'otherLeader']);
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    await openTender(a);
    const third = await as('client')<TenderOfProject>(
      'POST',
      `${T}/tenders/make-third-party-contractor-winner/`,
      { project: a, name: 'Студия «Кадр»' },
    );
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.closing).toMatchObject({
      kind: 'third_party',
      third_party_name: 'Студия «Кадр»',
    });
    expect(await candidateOf('leader', a)).toMatchObject({ status: 'rejected' });
    // the agency that never answered: its invitation ends with the project, and it is told too
    const inbox = await as('otherLeader')<InboxProject>('GET', `${T}/projects-by-invitation/${a}/`);
    expect(inbox.body).toMatchObject({ status: 'expired', state: 'declined' });
    expect(await notified('otherLeader', 'project_closed', a)).toHaveLength(1);
    expect((await notified('leader', 'project_closed', a))[0]!.text).toContain('вне платформы');

    const { project: b } = await invited();
    const empty = await as('client')('POST', `${T}/tenders/cancel-project/`, {
      project: b,
      reason: ' ',
    });
    expect(empty.body).toEqual({ reason: [TENDER_MESSAGES.cancelReasonRequired] });
    const cancelled = await as('client')<TenderOfProject>('POST', `${T}/tenders/cancel-project/`, {
      project: b,
      reason: 'Бюджет перенесли на следующий год',
    });
    expect(cancelled.body.closing).toMatchObject({ kind: 'cancelled' });
    expect((await notified('manager', 'project_closed', b))[0]!.text).toContain(
      'Бюджет перенесли на следующий год',
    );
  });
});
