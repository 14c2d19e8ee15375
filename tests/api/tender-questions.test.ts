import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rightDeniedMessage } from '../../contract/agency-rights';
import type { Candidate, TenderOfProject } from '../../contract/tender';
import {
  QUESTION_MESSAGES,
  type TenderQuestion,
  type TenderQuestions,
} from '../../contract/tender-questions';
import { refusalReasons, tenderEvents, tenders } from '../../server/db/schema';
import { PROJECTS } from './helpers/projects';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// «Вопросы и ответы» and the brief's changes during the tender: an invitee asks until 24 hours before the
// deadline, the client answers once and every invitee reads it without the asker; a changed brief is told to
// every invitee, keeps half the original period open and marks the proposals sent before it.

const t = useTenderApp();
const { app, as, invited, answer, openTender, inTender, candidateOf, notified, later, backToNow } =
  t;

afterEach(backToNow);

const questionsUrl = (project: number) => `${T}/projects/${project}/questions/`;
const list = async (role: Role, project: number) => {
  const res = await as(role)<TenderQuestions>('GET', questionsUrl(project));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ask = (role: Role, project: number, text = 'Нужны ли съёмки в регионах?') =>
  as(role)<TenderQuestion>('POST', questionsUrl(project), { text });
const reply = (role: Role, question: number, text = 'Только в Москве и области.') =>
  as(role)<TenderQuestion>('POST', `${T}/questions/${question}/answer/`, { answer: text });

const eventsOf = (project: number) =>
  app()
    .db.db.select()
    .from(tenderEvents)
    .where(eq(tenderEvents.projectId, project))
    .orderBy(asc(tenderEvents.id));

describe('questions and answers', () => {
  it('the client answers one agency’s question, and every invitee reads it without the asker', async () => {
    const { project } = await inTender({ proposal: false });
    const asked = await ask('manager', project);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ mine: true, answer: null, contractor: null });
    expect(await notified('client', 'tender_question_asked', project)).toHaveLength(1);

    // unanswered: the asker reads its own, the other agency nothing yet, the client with the agency
    expect((await list('specialist', project)).questions).toHaveLength(1);
    expect((await list('otherLeader', project)).questions).toEqual([]);
    const forClient = await list('client', project);
    expect(forClient.questions).toEqual([
      expect.objectContaining({ contractor: t.agency('leader'), answer: null, mine: false }),
    ]);
    expect(forClient.questions[0]!.contractor_name).toEqual(expect.any(String));

    const answered = await reply('client', asked.body.id);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ answer: 'Только в Москве и области.' });
    const again = await reply('client', asked.body.id, 'Иначе');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ answer: [QUESTION_MESSAGES.alreadyAnswered] });

    const theirs = await list('otherLeader', project);
    expect(theirs.questions).toEqual([
      {
        id: asked.body.id,
        project,
        text: 'Нужны ли съёмки в регионах?',
        asked_at: expect.any(String) as string,
        answer: 'Только в Москве и области.',
        answered_at: expect.any(String) as string,
        mine: false,
        contractor: null,
        contractor_name: null,
      },
    ]);
    expect(JSON.stringify(theirs)).not.toContain(forClient.questions[0]!.contractor_name!);
    for (const role of ['leader', 'specialist', 'otherLeader'] as const)
      expect(await notified(role, 'tender_answer_published', project)).toHaveLength(1);

    const steps = (await eventsOf(project)).filter((e) => e.kind.startsWith('question_'));
    expect(steps).toEqual([
      expect.objectContaining({
        kind: 'question_asked',
        actorSide: 'agency',
        contractorId: t.agency('leader'),
        isPublic: false,
        details: expect.objectContaining({ question_id: asked.body.id }) as unknown,
      }),
      expect.objectContaining({
        kind: 'question_answered',
        actorSide: 'client',
        contractorId: null,
        isPublic: true,
        details: expect.objectContaining({ question_id: asked.body.id }) as unknown,
      }),
    ]);
  });

  it('takes questions until 24 hours before the deadline, then refuses with why', async () => {
    const { project } = await invited(['leader']);
    // before the tender, while agencies are invited
    expect((await ask('leader', project, 'Какой тираж?')).status).toBe(201);
    const deadline = new Date(Date.now() + 3 * DAY);
    await openTender(project, deadline);
    const open = await list('leader', project);
    expect(open).toMatchObject({ can_ask: true, ask_note: '' });
    expect(Date.parse(open.ask_until!)).toBe(deadline.getTime() - DAY);

    await later(2 * DAY + HOUR);
    const late = await ask('leader', project);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ non_field_errors: [QUESTION_MESSAGES.tooLate] });
    expect(await list('leader', project)).toMatchObject({
      can_ask: false,
      ask_note: QUESTION_MESSAGES.tooLate,
    });
  });

  it('who may: a specialist reads, others are refused, a declined invitee no longer asks', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    const specialist = await ask('specialist', project);
    expect(specialist.status).toBe(403);
    expect(specialist.body).toEqual({ detail: rightDeniedMessage('answerInvitations') });
    expect(await list('specialist', project)).toMatchObject({
      can_ask: false,
      ask_note: QUESTION_MESSAGES.readOnly,
    });
    expect((await ask('client', project)).status).toBe(403);
    expect((await ask('guest', project)).status).toBe(401);
    expect((await as('otherClient')('GET', questionsUrl(project))).status).toBe(404);
    expect((await as('guest')('GET', questionsUrl(project))).status).toBe(401);

    const asked = await ask('leader', project);
    expect((await reply('otherClient', asked.body.id)).status).toBe(404);
    expect((await reply('leader', asked.body.id)).status).toBe(403);
    expect((await reply('guest', asked.body.id)).status).toBe(401);

    const [reason] = await app()
      .db.db.select()
      .from(refusalReasons)
      .where(eq(refusalReasons.side, 'agency'))
      .limit(1);
    const declined = await answer('otherLeader', invitation('otherLeader').id, {
      status: 'declined',
      refusal_reason: reason!.id,
    });
    expect(declined.status).toBe(200);
    const refused = await ask('otherLeader', project);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ non_field_errors: [QUESTION_MESSAGES.notInvitee] });

    const { project: notTheirs } = await invited(['leader']);
    expect((await ask('otherLeader', notTheirs)).status).toBe(404);
    expect((await as('otherLeader')('GET', questionsUrl(notTheirs))).status).toBe(404);
  });

  it('refuses an empty or too long question', async () => {
    const { project } = await invited(['leader']);
    const empty = await ask('leader', project, '   ');
    expect(empty.body).toEqual({ text: [QUESTION_MESSAGES.questionRequired] });
    const long = await ask('leader', project, 'а'.repeat(2001));
    expect(long.status).toBe(400);
  });
});

describe('the brief changed during the tender', () => {
  const tenderOf = async (project: number) =>
    (await as('client')<TenderOfProject>('GET', `${T}/tenders/by-project/${project}/`)).body
      .tender!;
  const patch = (project: number, body: Record<string, unknown>) =>
    as('client')('PATCH', `${PROJECTS}/${project}/`, body);

  it('late: the deadline moves to half the original period from now, every invitee is told', async () => {
    const { project, mine } = await inTender(); // the demo agency's proposal sent, 3 days to go
    const [row] = await app().db.db.select().from(tenders).where(eq(tenders.projectId, project));
    const half = Math.ceil((row!.initialDeadline.getTime() - row!.openedAt.getTime()) / 2);

    await later(2 * DAY); // a day left, less than half of three
    const changed = await patch(project, { title: 'Съёмка для сети пекарен', budget: 'MORE_1B' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const now = Date.now();
    const tender = await tenderOf(project);
    expect(Date.parse(tender.deadline)).toBe(now + half);
    expect(tender.is_open).toBe(true);

    for (const role of ['leader', 'specialist', 'otherLeader'] as const) {
      const [note] = await notified(role, 'tender_brief_changed', project);
      expect(note?.text).toMatch(/название, бюджет\. Приём предложений продлён до /);
    }
    const steps = (await eventsOf(project)).filter(
      (e) => e.kind === 'brief_changed' || e.kind === 'deadline_moved',
    );
    expect(steps).toEqual([
      expect.objectContaining({
        kind: 'brief_changed',
        isPublic: true,
        details: expect.objectContaining({ fields: ['title', 'budget'] }) as unknown,
      }),
      expect.objectContaining({
        kind: 'deadline_moved',
        isPublic: true,
        details: {
          previous_deadline: row!.deadline.toISOString(),
          deadline: new Date(now + half).toISOString(),
        },
      }),
    ]);

    // the proposal sent before is marked; sending it again answers the new brief
    expect((await candidateOf('leader', project)).before_brief_change).toBe(true);
    expect((await candidateOf('otherLeader', project)).before_brief_change).toBe(false);
    await later(HOUR);
    const resent = await as('leader')<Candidate>('PATCH', `${T}/tender-candidates/${mine.id}/`, {
      submit: true,
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.before_brief_change).toBe(false);
  });

  it('early: the deadline stays; unchanged fields and a project without invitees tell no one', async () => {
    const { project } = await inTender({ proposal: false });
    const before = await tenderOf(project);
    expect((await patch(project, { description: 'Добавили съёмку интерьеров.' })).status).toBe(200);
    expect((await tenderOf(project)).deadline).toBe(before.deadline);
    const [row] = await app().db.db.select().from(tenders).where(eq(tenders.projectId, project));
    expect(row!.briefChangedAt).not.toBeNull();
    const [note] = await notified('otherLeader', 'tender_brief_changed', project);
    expect(note?.text).toMatch(/: описание\.$/);
    const kinds = (await eventsOf(project)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'brief_changed')).toHaveLength(1);
    expect(kinds).not.toContain('deadline_moved');

    // the same values again: no change, nobody told
    const same = (await as('client')<{ title: string }>('GET', `${PROJECTS}/${project}/`)).body;
    expect((await patch(project, { title: same.title })).status).toBe(200);
    expect(await notified('otherLeader', 'tender_brief_changed', project)).toHaveLength(1);

    const { project: draft } = await t.fresh();
    expect((await patch(draft.id, { title: 'Черновик' })).status).toBe(200);
    const none = await app()
      .db.db.select()
      .from(tenderEvents)
      .where(and(eq(tenderEvents.projectId, draft.id), eq(tenderEvents.kind, 'brief_changed')));
    expect(none).toEqual([]);
  });

  it('while agencies are invited, before the tender: told and recorded, no deadline', async () => {
    const { project } = await invited(['leader', 'otherLeader']);
    expect((await patch(project, { deadline: '2027-12-31' })).status).toBe(200);
    const [note] = await notified('otherLeader', 'tender_brief_changed', project);
    expect(note?.text).toMatch(/: срок сдачи\.$/);
    expect((await eventsOf(project)).map((e) => e.kind)).toContain('brief_changed');
  });
});
