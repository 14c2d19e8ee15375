import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, InboxProject } from '../../contract/tender';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import type { TenderEventKind } from '../../contract/tender-protocol';
import { DEFAULT_CRITERIA, RUBRIC_MESSAGES } from '../../contract/tender-rubric';
import type { Evaluation, Rubric } from '../../contract/tender-rubric-api';
import {
  companyAccounts,
  projects,
  tenderCandidates,
  tenderEvents,
  tenderMarks,
  tenders,
  users,
} from '../../server/db/schema';
import { accountTypeByName } from '../../server/modules/auth';
import { hashPassword } from '../../server/security/passwords';
import {
  call,
  freshEmail,
  login,
  STRONG_PASSWORD,
  type Method,
  type Session,
} from './helpers/accounts';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// «Критерии и оценка»: the rubric (weights summing to 100, fixed by the first invitation and recorded in the
// protocol), and two of the client's people scoring the opened proposals alone — neither reads the other's
// marks before submitting its own —, the totals by hand, a disagreement of 2 flagged, every route × role.

const t = useTenderApp();
const { app, as, world, invited, answer, openTender, candidateOf } = t;

/** A second person of the demo client's company («a colleague»), made straight in the database. */
const colleague = { id: 0, session: null as Session | null };
beforeAll(async () => {
  const db = app().db.db;
  const email = freshEmail('colleague');
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Ольга',
      lastName: 'Соколова',
      password: await hashPassword(STRONG_PASSWORD, app().config.passwordHashLog2N),
      isActive: true,
      typeAccountId: (await accountTypeByName(db, 'client')).id,
    })
    .returning();
  await db
    .insert(companyAccounts)
    .values({ userId: user!.id, companyId: world().client.companyId!, isOwner: false });
  colleague.id = user!.id;
  colleague.session = await login(app(), email, STRONG_PASSWORD);
});
const asColleague = <R = Record<string, unknown>>(method: Method, url: string, body?: unknown) =>
  call<R>(app(), method, url, { token: colleague.session!.access, body });

const criteriaUrl = (project: number) => `${T}/projects/${project}/criteria/`;
const evaluationUrl = (project: number) => `${T}/projects/${project}/evaluation/`;
const submitUrl = (project: number) => `${T}/projects/${project}/evaluation/submit/`;

const scale = (name: string) => [1, 2, 3, 4, 5].map((mark) => `${name}: оценка ${mark}`);
/** The Done-when rubric: price 40, two criteria scored by people 30 and 30. */
const RUBRIC_40_30_30 = [
  { kind: 'price', name: 'Цена', weight: 40, scale: scale('Цена') },
  { kind: 'people', name: 'Подход к задаче', weight: 30, scale: scale('Подход') },
  { kind: 'people', name: 'Команда', weight: 30, scale: scale('Команда') },
];

const steps = (project: number, kind: TenderEventKind) =>
  app()
    .db.db.select()
    .from(tenderEvents)
    .where(and(eq(tenderEvents.projectId, project), eq(tenderEvents.kind, kind)))
    .orderBy(asc(tenderEvents.id));

const fresh = async () => (await t.fresh()).project.id;

describe('the rubric', () => {
  it('reads the default set until the client saves its own', async () => {
    const project = await fresh();
    const res = await as('client')<Rubric>('GET', criteriaUrl(project));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_default: true, published: false, can_edit: true });
    expect(res.body.criteria.map((c) => [c.name, c.kind, c.weight, c.id])).toEqual([
      ['Цена', 'price', 30, null],
      ['Опыт в отрасли', 'people', 20, null],
      ['Подход к задаче', 'people', 20, null],
      ['Команда', 'people', 15, null],
      ['Сроки', 'timeline', 15, null],
    ]);
    for (const c of res.body.criteria) expect(c.scale).toHaveLength(5);
    expect(DEFAULT_CRITERIA.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
  });

  it('is the client company’s to read and write; others 404, agencies 403 at the write, guests 401', async () => {
    const project = await fresh();
    const body = { criteria: RUBRIC_40_30_30 };
    expect((await asColleague('GET', criteriaUrl(project))).status).toBe(200);
    const cases: [Role, number, number][] = [
      ['guest', 401, 401],
      ['otherClient', 404, 404],
      ['leader', 404, 403],
      ['specialist', 404, 403],
    ];
    for (const [role, read, write] of cases) {
      expect((await as(role)('GET', criteriaUrl(project))).status, role).toBe(read);
      expect((await as(role)('PUT', criteriaUrl(project), body)).status, role).toBe(write);
    }
    const saved = await asColleague<Rubric>('PUT', criteriaUrl(project), body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.is_default).toBe(false);
    expect(saved.body.criteria.map((c) => c.weight)).toEqual([40, 30, 30]);
    expect((await as('client')('GET', `${T}/projects/999999/criteria/`)).status).toBe(404);
  });

  it('refuses weights not summing to 100, two price criteria, a short scale; nothing changes', async () => {
    const project = await fresh();
    await as('client')('PUT', criteriaUrl(project), { criteria: RUBRIC_40_30_30 });
    const bad = [
      [{ ...RUBRIC_40_30_30[0], weight: 30 }, ...RUBRIC_40_30_30.slice(1)],
      [
        RUBRIC_40_30_30[0],
        { ...RUBRIC_40_30_30[0], name: 'Стоимость', weight: 0 },
        ...RUBRIC_40_30_30.slice(1),
      ],
      [{ ...RUBRIC_40_30_30[0], scale: ['a', 'b', 'c', 'd'] }, ...RUBRIC_40_30_30.slice(1)],
      [{ ...RUBRIC_40_30_30[0], weight: 101 }],
      [{ ...RUBRIC_40_30_30[1], name: 'цена' }, ...RUBRIC_40_30_30.slice(0, 1), RUBRIC_40_30_30[2]],
    ];
    const messages = [];
    for (const criteria of bad) {
      const res = await as('client')<Record<string, string[]>>('PUT', criteriaUrl(project), {
        criteria,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      messages.push(...Object.values(res.body).flat());
    }
    expect(messages).toContain(RUBRIC_MESSAGES.weightsTotal);
    expect(messages).toContain(RUBRIC_MESSAGES.onePrice);
    expect(messages).toContain(RUBRIC_MESSAGES.scaleLines);
    expect(messages).toContain(RUBRIC_MESSAGES.namesUnique);
    const kept = await as('client')<Rubric>('GET', criteriaUrl(project));
    expect(kept.body.criteria.map((c) => c.weight)).toEqual([40, 30, 30]);
  });
});

describe('two evaluators score alone (40/30/30)', () => {
  let project = 0;
  let mine = 0;
  let theirs = 0;
  let criteria: Rubric['criteria'] = [];

  it('the first invitation publishes the rubric: in the protocol, fixed, read by the invitee', async () => {
    const made = await fresh();
    expect(
      (await as('client')('PUT', criteriaUrl(made), { criteria: RUBRIC_40_30_30 })).status,
    ).toBe(200);
    const res = await as('client')('POST', `${T}/invitations/create-invitations/`, {
      project: made,
      contractors: [t.agency('leader'), t.agency('otherLeader')],
    });
    expect(res.status).toBe(201);
    project = made;
    const [published] = await steps(project, 'rubric_published');
    expect(published).toMatchObject({ isPublic: true, actorSide: 'client' });
    expect(published!.details).toMatchObject({
      criteria: [
        { name: 'Цена', weight: 40 },
        { name: 'Подход к задаче', weight: 30 },
        { name: 'Команда', weight: 30 },
      ],
    });
    const refused = await as('client')<Record<string, string[]>>('PUT', criteriaUrl(project), {
      criteria: RUBRIC_40_30_30,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([RUBRIC_MESSAGES.published]);
    const read = await as('client')<Rubric>('GET', criteriaUrl(project));
    expect(read.body).toMatchObject({ published: true, can_edit: false });
    criteria = read.body.criteria;
    // The invitee reads the criteria with the brief, and at the rubric's path.
    const inbox = await as('specialist')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project}/`,
    );
    expect(inbox.status).toBe(200);
    expect(inbox.body.criteria.map((c) => [c.name, c.weight])).toEqual([
      ['Цена', 40],
      ['Подход к задаче', 30],
      ['Команда', 30],
    ]);
    expect((await as('leader')('GET', criteriaUrl(project))).status).toBe(200);
    const protocol = await as('leader')<TenderProtocol>(
      'GET',
      `${T}/projects/${project}/protocol/`,
    );
    const line = protocol.body.events.find((e) => e.kind === 'rubric_published')!;
    expect(line.details).toBe('Критерии: Цена — 40, Подход к задаче — 30, Команда — 30');
  });

  it('no marks before the proposals open', async () => {
    const invitations = await as('client')<{ results: { id: number; contractor: number }[] }>(
      'GET',
      `${T}/invitations/?project=${project}`,
    );
    for (const role of ['leader', 'otherLeader'] as const) {
      const own = invitations.body.results.find((i) => i.contractor === t.agency(role))!;
      expect((await answer(role, own.id, { status: 'accepted' })).status).toBe(200);
    }
    await openTender(project, new Date(Date.now() + 3 * DAY));
    mine = (await candidateOf('leader', project)).id;
    theirs = (await candidateOf('otherLeader', project)).id;
    const sent = await as('leader')('PATCH', `${T}/tender-candidates/${mine}/`, {
      price: 1_200_000,
      timeline_days: 45,
      approach: 'Подход',
      submit: true,
    });
    expect(sent.status).toBe(200);
    const sealed = await as('client')<Evaluation>('GET', evaluationUrl(project));
    expect(sealed.status).toBe(200);
    expect(sealed.body).toMatchObject({ can_mark: false, note: RUBRIC_MESSAGES.notOpened });
    expect(sealed.body.proposals).toEqual([]);
    const early = await as('client')<Record<string, string[]>>('PUT', evaluationUrl(project), {
      marks: [{ candidate: mine, criterion: criteria[1]!.id, mark: 4 }],
    });
    expect(early.status).toBe(400);
    expect(early.body.non_field_errors).toEqual([RUBRIC_MESSAGES.notOpened]);
    expect(
      await app().db.db.select().from(tenderMarks).where(eq(tenderMarks.candidateId, mine)),
    ).toEqual([]);
    // The second proposal completes the answers: they open.
    const second = await as('otherLeader')('PATCH', `${T}/tender-candidates/${theirs}/`, {
      price: 1_500_000,
      timeline_days: 30,
      approach: 'Другой подход',
      submit: true,
    });
    expect(second.status).toBe(200);
  });

  const [approach, team] = [1, 2];
  const marks = (rows: [candidate: () => number, criterion: number, mark: number | null][]) => ({
    marks: rows.map(([candidate, criterion, mark]) => ({
      candidate: candidate(),
      criterion: criteria[criterion]!.id,
      mark,
    })),
  });

  it('each saves a draft; neither reads the other’s marks; bad marks change nothing', async () => {
    const a = await as('client')<Evaluation>(
      'PUT',
      evaluationUrl(project),
      marks([
        [() => mine, approach, 5],
        [() => theirs, approach, 3],
        [() => mine, team, 4],
      ]),
    );
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.can_mark).toBe(true);
    const b = await asColleague<Evaluation>(
      'PUT',
      evaluationUrl(project),
      marks([
        [() => mine, approach, 3],
        [() => theirs, approach, 3],
        [() => mine, team, 4],
        [() => theirs, team, 3],
      ]),
    );
    expect(b.status).toBe(200);
    for (const [read, own] of [
      [a.body, world().client],
      [b.body, null],
    ] as const) {
      void own;
      for (const proposal of read.proposals)
        for (const score of proposal.scores.slice(1)) {
          expect(score.marks.length).toBeLessThanOrEqual(1);
          expect(score.mark).toBeNull();
          expect(score.disagreement).toBe(false);
        }
    }
    const colleagueRead = b.body.proposals.find((p) => p.candidate === mine)!;
    expect(colleagueRead.scores[approach]!.marks).toEqual([{ evaluator: colleague.id, mark: 3 }]);
    expect(colleagueRead.total).toBeNull();
    // Price is the proposal's own: the lowest 5, the other 5 × 1.2 / 1.5.
    expect(b.body.proposals.map((p) => p.scores[0]!.mark)).toEqual([5, 4]);

    for (const bad of [0, 6, 2.5, '4']) {
      const res = await as('client')('PUT', evaluationUrl(project), {
        marks: [{ candidate: theirs, criterion: criteria[team]!.id, mark: bad }],
      });
      expect(res.status, String(bad)).toBe(400);
    }
    const priceMark = await as('client')<Record<string, string[]>>('PUT', evaluationUrl(project), {
      marks: [{ candidate: theirs, criterion: criteria[0]!.id, mark: 3 }],
    });
    expect(priceMark.body.marks).toEqual([RUBRIC_MESSAGES.unknownCriterion]);
    const incomplete = await as('client')<Record<string, string[]>>('POST', submitUrl(project), {});
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.marks).toEqual([RUBRIC_MESSAGES.incomplete]);
    expect(await steps(project, 'evaluation_submitted')).toEqual([]);
  });

  it('after its own submission one reads everyone submitted; the totals match the hand computation', async () => {
    await as('client')('PUT', evaluationUrl(project), marks([[() => theirs, team, 2]]));
    const first = await as('client')<Evaluation>('POST', submitUrl(project), {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ submitted: true, can_mark: false });
    // Only the client submitted: its marks alone. Ours: 40·5/5 + 30·5/5 + 30·4/5 = 94; theirs 32 + 18 + 12.
    expect(first.body.proposals.map((p) => p.total)).toEqual([94, 62]);
    const hidden = await asColleague<Evaluation>('GET', evaluationUrl(project));
    expect(
      hidden.body.evaluators.find((e) => e.id === t.userIds().client)!.submitted_at,
    ).not.toBeNull();
    for (const proposal of hidden.body.proposals) {
      expect(proposal.total).toBeNull();
      for (const score of proposal.scores)
        expect(score.marks.every((m) => m.evaluator === colleague.id)).toBe(true);
    }
    const second = await asColleague<Evaluation>('POST', submitUrl(project), { round: 1 });
    expect(second.status).toBe(200);
    const both = await as('client')<Evaluation>('GET', `${evaluationUrl(project)}?round=1`);
    const [ours, other] = both.body.proposals;
    // Подход: 5 and 3 → 4 (a disagreement of 2); Команда: 4 and 4 → 4. 40 + 24 + 24 = 88.
    expect(ours!.scores[approach]).toMatchObject({ mark: 4, disagreement: true });
    expect(ours!.scores[approach]!.marks).toEqual([
      { evaluator: t.userIds().client, mark: 5 },
      { evaluator: colleague.id, mark: 3 },
    ]);
    expect(ours!.scores[team]).toMatchObject({ mark: 4, disagreement: false });
    expect(ours!.total).toBe(88);
    // Theirs: price 4 → 32; Подход 3 and 3 → 18; Команда 2 and 3 → 2.5 → 15. 65.
    expect(other!.scores[team]).toMatchObject({ mark: 2.5, disagreement: false });
    expect(other!.total).toBe(65);
    expect(both.body.proposals).toEqual(second.body.proposals);

    const again = await as('client')<Record<string, string[]>>(
      'PUT',
      evaluationUrl(project),
      marks([[() => mine, team, 1]]),
    );
    expect(again.body.non_field_errors).toEqual([RUBRIC_MESSAGES.submitted]);
    const submitted = await steps(project, 'evaluation_submitted');
    expect(submitted.map((s) => [s.actorUserId, s.isPublic, s.actorSide])).toEqual([
      [t.userIds().client, false, 'client'],
      [colleague.id, false, 'client'],
    ]);
  });

  it('the evaluation is the client company’s: others 404, agencies 403, guests 401', async () => {
    for (const [role, status] of [
      ['guest', 401],
      ['otherClient', 404],
      ['leader', 403],
      ['manager', 403],
    ] as [Role, number][]) {
      expect((await as(role)('GET', evaluationUrl(project))).status, role).toBe(status);
      expect((await as(role)('PUT', evaluationUrl(project), { marks: [] })).status, role).toBe(
        status,
      );
      expect((await as(role)('POST', submitUrl(project), {})).status, role).toBe(status);
    }
  });

  it('the winner’s choice records the totals; the agencies never read the scoring steps', async () => {
    const res = await as('client')<Candidate>('PATCH', `${T}/tender-candidates/${mine}/`, {
      status: 'winner',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [totals] = await steps(project, 'scores_totalled');
    expect(totals!.isPublic).toBe(false);
    expect(totals!.details).toMatchObject({
      round: 1,
      evaluators: 2,
      totals: [{ total: 88 }, { total: 65 }],
    });
    const client = await as('client')<TenderProtocol>('GET', `${T}/projects/${project}/protocol/`);
    const line = client.body.events.find((e) => e.kind === 'scores_totalled')!.details;
    expect(line).toMatch(/^Итоги: «.+» — 88; «.+» — 65$/);
    const agency = await as('otherLeader')<TenderProtocol>(
      'GET',
      `${T}/projects/${project}/protocol/`,
    );
    const kinds = agency.body.events.map((e) => e.kind);
    expect(kinds).not.toContain('scores_totalled');
    expect(kinds).not.toContain('evaluation_submitted');
    // The tender is over: no more marks.
    const late = await asColleague<Evaluation>('GET', evaluationUrl(project));
    expect(late.body).toMatchObject({ can_mark: false, note: RUBRIC_MESSAGES.notInTender });
  });
});

describe('the final round', () => {
  it('is scored once its deadline passed, the finalists on their final offers', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    for (const role of ['leader', 'otherLeader'] as const)
      await answer(role, invitation(role).id, { status: 'accepted' });
    await openTender(project);
    for (const [role, price] of [
      ['leader', 1_000_000],
      ['otherLeader', 2_000_000],
    ] as const) {
      const own = await candidateOf(role, project);
      await as(role)('PATCH', `${T}/tender-candidates/${own.id}/`, {
        price,
        timeline_days: 20,
        approach: 'Подход',
        submit: true,
      });
    }
    const notYet = await as('client')<Evaluation>('GET', `${evaluationUrl(project)}?round=2`);
    expect(notYet.body).toMatchObject({ can_mark: false, note: RUBRIC_MESSAGES.finalNotReady });
    const refused = await as('client')<Record<string, string[]>>('POST', submitUrl(project), {
      round: 2,
    });
    expect(refused.body.non_field_errors).toEqual([RUBRIC_MESSAGES.finalNotReady]);
    // The final round as its own module writes it: started, its deadline past, one finalist revised.
    const db = app().db.db;
    const [tender] = await db.select().from(tenders).where(eq(tenders.projectId, project));
    await db
      .update(tenders)
      .set({
        finalRoundStartedAt: new Date(Date.now() - 2 * DAY),
        finalRoundDeadline: new Date(Date.now() - HOUR),
      })
      .where(eq(tenders.id, tender!.id));
    await db
      .update(tenderCandidates)
      .set({ finalist: true })
      .where(eq(tenderCandidates.tenderId, tender!.id));
    const other = await candidateOf('otherLeader', project);
    await db
      .update(tenderCandidates)
      .set({ finalPrice: 800_000, finalTimelineDays: 15 })
      .where(eq(tenderCandidates.id, other.id));
    const final = await as('client')<Evaluation>('GET', `${evaluationUrl(project)}?round=2`);
    expect(final.body).toMatchObject({ round: 2, can_mark: true, note: null });
    expect(final.body.proposals.map((p) => [p.price, p.timeline_days, p.scores[0]!.mark])).toEqual([
      [1_000_000, 20, 4],
      [800_000, 15, 5],
    ]);
    const bad = await as('client')('GET', `${evaluationUrl(project)}?round=3`);
    expect(bad.status).toBe(400);
  });
});

describe('the demo', () => {
  it('the demo client’s tender with opened proposals has a rubric and its submitted marks', async () => {
    const [row] = await app()
      .db.db.select({ id: projects.id })
      .from(projects)
      .where(eq(projects.title, 'Фото и описания для каталога доставки'));
    const read = await as('client')<Evaluation>('GET', evaluationUrl(row!.id));
    expect(read.status).toBe(200);
    expect(read.body.submitted).toBe(true);
    expect(read.body.criteria.map((c) => c.weight)).toEqual([30, 20, 20, 15, 15]);
    expect(read.body.proposals.length).toBeGreaterThanOrEqual(2);
    for (const proposal of read.body.proposals) expect(proposal.total).toEqual(expect.any(Number));
  });
});
