import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '../../contract/tender';
import type { Evaluation } from '../../contract/tender-rubric-api';
import type { FinalRound } from '../../contract/tender-final-round';
import { FINAL_ROUND_MESSAGES } from '../../contract/tender-final-round-rules';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import type { TenderEventKind } from '../../contract/tender-protocol';
import { invitations, notifications, refusalReasons, tenderEvents } from '../../server/db/schema';
import { call } from './helpers/accounts';
import { publishedAgency } from './helpers/closed-project';
import { unlimitedPlan } from './helpers/plans';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// «Финальный раунд»: after the proposals open, the client takes two of three into a sealed final round with
// its own deadline; the third is rejected and told why; the finalists revise; the offers open at the
// deadline or once both sent; the protocol records each step; every route × role and bad input.

const t = useTenderApp();
const { app, as, world, invited, answer, openTender, candidateOf, notified, later, backToNow } = t;

/** A third agency, invited beside the world's two (its leader's token). */
const third = { token: '', contractorId: 0 };
beforeAll(async () => {
  Object.assign(third, await publishedAgency(app()));
  await unlimitedPlan(app(), third.contractorId);
});
const asThird = <R = Record<string, unknown>>(
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) => call<R>(app(), method, url, { token: third.token, body });

const roundUrl = (project: number) => `${T}/projects/${project}/final-round/`;
const proposalUrl = (project: number) => `${roundUrl(project)}proposal/`;

const steps = (project: number, kind: TenderEventKind) =>
  app()
    .db.db.select()
    .from(tenderEvents)
    .where(and(eq(tenderEvents.projectId, project), eq(tenderEvents.kind, kind)))
    .orderBy(asc(tenderEvents.id));

async function clientReason(name: string) {
  const [row] = await app()
    .db.db.select()
    .from(refusalReasons)
    .where(and(eq(refusalReasons.side, 'client'), eq(refusalReasons.name, name)));
  return row!.id;
}

/** Three proposals sent and opened (every invitee sent one): the candidates by agency. */
async function opened() {
  const { project, invitation } = await invited(['leader', 'otherLeader'], {
    contractors: [
      world().leader.contractorId,
      world().otherLeader.contractorId,
      third.contractorId,
    ],
  });
  for (const role of ['leader', 'otherLeader'] as const)
    expect((await answer(role, invitation(role).id, { status: 'accepted' })).status).toBe(200);
  const [thirdInvitation] = await app()
    .db.db.select()
    .from(invitations)
    .where(
      and(eq(invitations.projectId, project), eq(invitations.contractorId, third.contractorId)),
    );
  expect(
    (
      await asThird('PATCH', `${T}/invitations/${thirdInvitation!.id}/`, {
        status: 'accepted',
        conflict: 'none',
      })
    ).status,
  ).toBe(200);
  await openTender(project);
  const send = async (who: 'leader' | 'otherLeader' | 'third', price: number) => {
    const mine =
      who === 'third'
        ? (await asThird<Candidate>('GET', `${T}/tender-candidates/${project}/tender-candidate/`))
            .body
        : await candidateOf(who, project);
    const body = { price, timeline_days: 30, approach: 'Подход', submit: true };
    const res =
      who === 'third'
        ? await asThird('PATCH', `${T}/tender-candidates/${mine.id}/`, body)
        : await as(who)('PATCH', `${T}/tender-candidates/${mine.id}/`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return mine.id;
  };
  const ids = {
    leader: await send('leader', 1_200_000),
    otherLeader: await send('otherLeader', 1_500_000),
    third: await send('third', 2_000_000),
  };
  return { project, ids };
}

const inAnHour = () => new Date(Date.now() + 2 * HOUR).toISOString();

describe('a final round with two finalists', () => {
  let project = 0;
  let ids = { leader: 0, otherLeader: 0, third: 0 };

  it('starts after the opening: the finalists are told, the third is rejected with the reason', async () => {
    ({ project, ids } = await opened());
    const reason = await clientReason('Цена выше бюджета');
    const res = await as('client')<FinalRound>('POST', roundUrl(project), {
      finalists: [ids.leader, ids.otherLeader],
      deadline: inAnHour(),
      message: 'Уточните цену с учётом второй точки.',
      rejection_reason: reason,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ open: false, is_finalist: false, can_send: false });
    expect(res.body.finalists.map((f) => [f.candidate, f.final.price, f.submitted_at])).toEqual([
      [ids.leader, null, null],
      [ids.otherLeader, null, null],
    ]);
    expect(res.body.finalists[0]!.first.price).toBe(1_200_000);

    const [told] = await notified('leader', 'final_round', project);
    expect(told!.text).toMatch(
      /прошло в финальный раунд: обновите цену, срок и подход до .+ по Москве\. Сообщение заказчика: Уточните цену/,
    );
    const thirdCandidate = await asThird<Candidate>(
      'GET',
      `${T}/tender-candidates/${project}/tender-candidate/`,
    );
    expect(thirdCandidate.body.status).toBe('rejected');
    const thirdRound = await asThird<FinalRound>('GET', roundUrl(project));
    expect(thirdRound.body).toMatchObject({ is_finalist: false, can_send: false, finalists: [] });
    expect(thirdRound.body.deadline).not.toBeNull();

    const [started] = await steps(project, 'final_round_started');
    expect(started).toMatchObject({ isPublic: true, actorSide: 'client' });
    expect(started!.details).toMatchObject({ finalists: 2 });
    const rejected = await steps(project, 'rejected');
    expect(rejected.map((s) => [s.contractorId, s.details])).toEqual([
      [third.contractorId, { reason: 'Цена выше бюджета', comment: '', final: true }],
    ]);
  });

  it('keeps the final offers sealed from the client; a finalist reads its own', async () => {
    const sent = await as('otherLeader')<FinalRound>('PUT', proposalUrl(project), {
      price: 1_100_000,
      timeline_days: 25,
      approach: 'Две точки одной съёмкой.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ is_finalist: true, can_send: true, open: false });
    expect(sent.body.finalists).toHaveLength(1);
    expect(sent.body.finalists[0]!.final).toEqual({
      price: 1_100_000,
      timeline_days: 25,
      approach: 'Две точки одной съёмкой.',
    });
    const client = await as('client')<FinalRound>('GET', roundUrl(project));
    const sealed = client.body.finalists.find((f) => f.candidate === ids.otherLeader)!;
    expect(sealed.submitted_at).not.toBeNull();
    expect(sealed.final).toEqual({ price: null, timeline_days: null, approach: null });
    expect(JSON.stringify(client.body)).not.toContain('Две точки');
    // No winner while sealed.
    const early = await as('client')<Record<string, string[]>>(
      'PATCH',
      `${T}/tender-candidates/${ids.leader}/`,
      {
        status: 'winner',
      },
    );
    expect(early.status).toBe(400);
    expect(early.body.status).toEqual([FINAL_ROUND_MESSAGES.finalSealed]);
    expect((await notified('client', 'proposal_submitted', project)).at(-1)!.text).toMatch(
      /отправило финальное предложение/,
    );
  });

  it('refuses a non-finalist, a second round, a bad offer; nothing changes', async () => {
    const outsider = await asThird<Record<string, string[]>>('PUT', proposalUrl(project), {
      price: 1,
      timeline_days: 1,
      approach: 'x',
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.non_field_errors).toEqual([FINAL_ROUND_MESSAGES.notFinalist]);
    const again = await as('client')<Record<string, string[]>>('POST', roundUrl(project), {
      finalists: [ids.leader, ids.otherLeader],
      deadline: inAnHour(),
    });
    expect(again.body.non_field_errors).toEqual([FINAL_ROUND_MESSAGES.once]);
    const bad = await as('leader')<Record<string, string[]>>('PUT', proposalUrl(project), {
      price: 0,
      timeline_days: 10,
      approach: ' ',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['approach', 'price']);
    expect((await steps(project, 'final_proposal_sent')).length).toBe(1);
  });

  it('opens once both finalists sent; the matrix values side by side; the winner is then chosen', async () => {
    const sent = await as('leader')<FinalRound>('PUT', proposalUrl(project), {
      price: 1_000_000,
      timeline_days: 30,
      approach: 'Прежний план, дешевле.',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ open: true, can_send: false });
    const client = await as('client')<FinalRound>('GET', roundUrl(project));
    expect(client.body.finalists.map((f) => [f.first.price, f.final.price])).toEqual([
      [1_200_000, 1_000_000],
      [1_500_000, 1_100_000],
    ]);
    const late = await as('otherLeader')<Record<string, string[]>>('PUT', proposalUrl(project), {
      price: 900_000,
      timeline_days: 25,
      approach: 'Ещё дешевле.',
    });
    expect(late.body.non_field_errors).toEqual([FINAL_ROUND_MESSAGES.finalClosed]);
    const opened = await steps(project, 'final_proposals_opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.isPublic).toBe(true);
    const won = await as('client')('PATCH', `${T}/tender-candidates/${ids.leader}/`, {
      status: 'winner',
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    // The protocol reads the round in Russian; an agency sees the public start without the finalists' names.
    const protocol = await as('client')<TenderProtocol>(
      'GET',
      `${T}/projects/${project}/protocol/`,
    );
    const lines = protocol.body.events.map((e) => `${e.label}: ${e.details}`);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Объявлен финальный раунд: Финальные предложения до .+; финалистов: 2$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Предложение отклонено: Причина: Цена выше бюджета; при отборе в финальный раунд$/,
      ),
    );
    expect(lines).toContain('Финальные предложения вскрыты: ');
  });
});

describe('bad input and who may', () => {
  it('refuses before opening, 1 or 4 finalists, a rejected or silent candidate, a deadline too near or far', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    for (const role of ['leader', 'otherLeader'] as const)
      await answer(role, invitation(role).id, { status: 'accepted' });
    await openTender(project, new Date(Date.now() + 3 * DAY));
    const leader = await candidateOf('leader', project);
    const other = await candidateOf('otherLeader', project);
    await as('leader')('PATCH', `${T}/tender-candidates/${leader.id}/`, {
      price: 1_000_000,
      timeline_days: 10,
      approach: 'Подход',
      submit: true,
    });
    const start = (body: Record<string, unknown>) =>
      as('client')<Record<string, string[]>>('POST', roundUrl(project), {
        finalists: [leader.id, other.id],
        deadline: inAnHour(),
        rejection_comment: 'Другие условия',
        ...body,
      });
    expect((await start({})).body.non_field_errors).toEqual([FINAL_ROUND_MESSAGES.sealed]);
    await later(4 * DAY); // the deadline passed: opened with one proposal
    try {
      const soon = new Date(Date.now() + 10 * 60 * 1000).toISOString();
      for (const [body, field, message] of [
        [{ finalists: [leader.id] }, 'finalists', FINAL_ROUND_MESSAGES.finalists],
        [{ finalists: [leader.id, other.id, 1, 2] }, 'finalists', FINAL_ROUND_MESSAGES.finalists],
        [{}, 'finalists', FINAL_ROUND_MESSAGES.noProposal],
        [{ finalists: [leader.id, 999_999] }, 'finalists', FINAL_ROUND_MESSAGES.notCandidate],
        [
          { deadline: soon, finalists: [leader.id, leader.id] },
          'finalists',
          FINAL_ROUND_MESSAGES.finalists,
        ],
        [{ deadline: 'завтра' }, 'deadline', 'Неправильный формат даты и времени.'],
      ] as [Record<string, unknown>, string, string][]) {
        const res = await start(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body[field], JSON.stringify(body)).toEqual([message]);
      }
      expect((await steps(project, 'final_round_started')).length).toBe(0);
    } finally {
      await backToNow();
    }
  });

  it('deadline bounds, the reason for the others, and each role', async () => {
    const { project, ids } = await opened();
    const start = (body: Record<string, unknown>, role: Role = 'client') =>
      as(role)<Record<string, string[]>>('POST', roundUrl(project), {
        finalists: [ids.leader, ids.otherLeader],
        deadline: inAnHour(),
        rejection_comment: 'Дороже остальных',
        ...body,
      });
    const soon = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    const far = new Date(Date.now() + 40 * DAY).toISOString();
    expect((await start({ deadline: soon })).body.deadline).toEqual([
      FINAL_ROUND_MESSAGES.deadlineSoon,
    ]);
    expect((await start({ deadline: far })).body.deadline).toEqual([
      FINAL_ROUND_MESSAGES.deadlineFar,
    ]);
    expect((await start({ rejection_comment: undefined })).body.rejection_reason).toEqual([
      FINAL_ROUND_MESSAGES.reasonRequired,
    ]);
    for (const [role, status] of [
      ['guest', 401],
      ['otherClient', 404],
      ['leader', 403],
    ] as [Role, number][]) {
      expect((await start({}, role)).status, role).toBe(status);
      expect((await as(role)('GET', roundUrl(project))).status, role).toBe(
        role === 'leader' ? 200 : status,
      );
    }
    expect(
      (
        await as('otherClient')('PUT', proposalUrl(project), {
          price: 1,
          timeline_days: 1,
          approach: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as('guest')('PUT', proposalUrl(project), {
          price: 1,
          timeline_days: 1,
          approach: 'x',
        })
      ).status,
    ).toBe(401);
    expect((await steps(project, 'final_round_started')).length).toBe(0);
    const rejected = await steps(project, 'rejected');
    expect(rejected).toHaveLength(0);
  });
});

describe('the round’s own deadline', () => {
  it('takes no rejected candidate and no past deadline; the others learn why; the deadline opens the offers', async () => {
    const { project, ids } = await opened();
    const reason = await clientReason('Цена выше бюджета');
    const rejected = await as('client')('PATCH', `${T}/tender-candidates/${ids.third}/`, {
      status: 'rejected',
      rejection_reason: reason,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const start = (body: Record<string, unknown>) =>
      as('client')<FinalRound & Record<string, string[]>>('POST', roundUrl(project), {
        finalists: [ids.leader, ids.otherLeader],
        deadline: new Date(Date.now() + 2 * DAY).toISOString(),
        message: 'Учтите вторую точку.',
        ...body,
      });
    const withRejected = await start({ finalists: [ids.leader, ids.third] });
    expect(withRejected.body.finalists).toEqual([FINAL_ROUND_MESSAGES.rejected]);
    const past = await start({ deadline: new Date(Date.now() - HOUR).toISOString() });
    expect(past.body.deadline).toEqual([FINAL_ROUND_MESSAGES.deadlineSoon]);
    expect((await steps(project, 'final_round_started')).length).toBe(0);
    // Every other candidate was rejected before: no reason is needed, nobody else is told.
    const res = await start({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await steps(project, 'rejected')).filter((s) => s.details?.final)).toHaveLength(0);

    // A specialist may not send; the leader sends, then sends again.
    const offer = { price: 1_100_000, timeline_days: 20, approach: 'Короче и дешевле.' };
    expect((await as('specialist')('PUT', proposalUrl(project), offer)).status).toBe(403);
    expect((await as('leader')('PUT', proposalUrl(project), offer)).status).toBe(200);
    const again = await as('leader')<FinalRound>('PUT', proposalUrl(project), {
      ...offer,
      price: 1_050_000,
    });
    expect(again.body).toMatchObject({ open: false, can_send: true });
    expect((await steps(project, 'final_proposal_sent')).map((s) => s.details)).toEqual([
      {},
      { again: true },
    ]);

    const round2 = `${T}/projects/${project}/evaluation/?round=2`;
    expect((await as('client')<Evaluation>('GET', round2)).body.proposals).toEqual([]);
    await later(2 * DAY + HOUR); // past the round's deadline, one finalist silent
    try {
      const late = await as('otherLeader')<Record<string, string[]>>(
        'PUT',
        proposalUrl(project),
        offer,
      );
      expect(late.status).toBe(400);
      expect(late.body.non_field_errors).toEqual([FINAL_ROUND_MESSAGES.finalClosed]);
      const client = await as('client')<FinalRound>('GET', roundUrl(project));
      expect(client.body.open).toBe(true);
      expect(client.body.opened_at).toBe(client.body.deadline);
      expect(client.body.finalists.map((f) => [f.first.price, f.final.price])).toEqual([
        [1_200_000, 1_050_000],
        [1_500_000, null],
      ]);
      const opening = await steps(project, 'final_proposals_opened');
      expect(opening).toHaveLength(1);
      expect(opening[0]!.at.toISOString()).toBe(client.body.deadline);
      // Round 2 scores the finalists: the final price where sent, the first one where not.
      const scored = await as('client')<Evaluation>('GET', round2);
      expect(scored.body.proposals.map((p) => p.price)).toEqual([1_050_000, 1_500_000]);
      const won = await as('client')('PATCH', `${T}/tender-candidates/${ids.otherLeader}/`, {
        status: 'winner',
      });
      expect(won.status, JSON.stringify(won.body)).toBe(200);
    } finally {
      await backToNow();
    }
  });

  it('tells the agency not taken, with the reason, and opens round 2 as soon as both sent', async () => {
    const { project, ids } = await opened();
    const res = await as('client')('POST', roundUrl(project), {
      finalists: [ids.leader, ids.otherLeader],
      deadline: new Date(Date.now() + 3 * DAY).toISOString(),
      rejection_comment: 'Нужна команда в Казани',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const told = await app()
      .db.db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'final_round'),
          sql`(${notifications.payload}->>'project_id')::int = ${project}`,
          sql`(${notifications.payload}->>'finalist')::boolean = false`,
        ),
      );
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.text).toMatch(/не прошло в финальный раунд.*Нужна команда в Казани/);
    const mine = await asThird<Candidate>(
      'GET',
      `${T}/tender-candidates/${project}/tender-candidate/`,
    );
    expect(mine.body).toMatchObject({
      status: 'rejected',
      rejection_comment: 'Нужна команда в Казани',
    });
    for (const [role, price] of [
      ['leader', 1_000_000],
      ['otherLeader', 1_400_000],
    ] as const)
      expect(
        (
          await as(role)('PUT', proposalUrl(project), {
            price,
            timeline_days: 30,
            approach: 'Финал',
          })
        ).status,
      ).toBe(200);
    const scored = await as('client')<Evaluation>(
      'GET',
      `${T}/projects/${project}/evaluation/?round=2`,
    );
    expect(scored.body.proposals.map((p) => p.price)).toEqual([1_000_000, 1_400_000]);
  });
});

describe('the places told', () => {
  it('follow the rubric’s totals once every proposal has one, the finalists first', async () => {
    const { project, ids } = await opened();
    const evaluation = await as('client')<Evaluation>(
      'GET',
      `${T}/projects/${project}/evaluation/`,
    );
    const people = evaluation.body.criteria.filter((c) => c.kind === 'people');
    // People's marks: the third agency's proposal best, the leader's worst.
    const given: [number, number][] = [
      [ids.third, 5],
      [ids.otherLeader, 3],
      [ids.leader, 1],
    ];
    const marks = given.flatMap(([candidate, mark]) =>
      people.map((c) => ({ candidate, criterion: c.id, mark })),
    );
    expect(
      (await as('client')('PUT', `${T}/projects/${project}/evaluation/`, { marks })).status,
    ).toBe(200);
    expect(
      (await as('client')('POST', `${T}/projects/${project}/evaluation/submit/`, {})).status,
    ).toBe(200);
    const started = await as('client')('POST', roundUrl(project), {
      finalists: [ids.leader, ids.otherLeader],
      deadline: new Date(Date.now() + 3 * DAY).toISOString(),
      rejection_reason: await clientReason('Цена выше бюджета'),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    for (const role of ['leader', 'otherLeader'] as const)
      expect(
        (
          await as(role)('PUT', proposalUrl(project), {
            price: 1_100_000,
            timeline_days: 30,
            approach: 'Финал',
          })
        ).status,
      ).toBe(200);
    const won = await as('client')('PATCH', `${T}/tender-candidates/${ids.otherLeader}/`, {
      status: 'winner',
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    // The finalists rank above the third, whose first-round total was the highest; the final round is not
    // scored, so the finalists' first totals order them: the winner's 3s above the leader's 1s.
    expect((await candidateOf('leader', project)).outcome).toMatchObject({
      place: 2,
      proposals: 3,
    });
    const thirds = await asThird<Candidate>(
      'GET',
      `${T}/tender-candidates/${project}/tender-candidate/`,
    );
    expect(thirds.body.outcome).toMatchObject({ place: 3, proposals: 3 });
  });
});
