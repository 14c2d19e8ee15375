import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import { REVIEW_MESSAGES, type AverageScores, type ContractorReview } from '../../contract/review';
import { contractorReviews, notifications, users } from '../../server/db/schema';
import { call, registerActive } from './helpers/accounts';
import { projectWithTender, publishedAgency, wonProject } from './helpers/closed-project';
import { useProjectApp } from './helpers/projects';

// The client's review of the agency it chose: only once the client accepted that agency's work on a project
// here (`completed`), once per project, told to the agency's people in the same step; public on the agency's
// page with its one reply.

const { app, as, world } = useProjectApp();
const R = '/review/api/v1/contractor-reviews';
const scores = { quality: 5, deadlines: 4, communication: 5, value: 3, would_recommend: true };

const ids = () => ({
  company: world().client.companyId!,
  agency: world().leader.contractorId!,
  other: world().otherLeader.contractorId!,
});
const reviewsOf = (projectId: number) =>
  app().db.db.select().from(contractorReviews).where(eq(contractorReviews.projectId, projectId));

describe('POST contractor-reviews/', () => {
  it('rates the winner by default and tells each of its people, in the same step', async () => {
    const { company, agency, other } = ids();
    const projectId = await wonProject(app(), company, agency, [other]);
    const res = await as('client')<ContractorReview>('POST', `${R}/`, {
      project: projectId,
      ...scores,
      text: '  Сделали сайт за шесть недель.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as number,
      project: projectId,
      project_title: expect.stringMatching(/^Тендер/) as string,
      contractor: agency,
      company,
      company_name: 'Хлебный дом',
      author_name: 'Ольга Миронова',
      ...scores,
      text: 'Сделали сайт за шесть недель.',
      reply: null,
      replied_at: null,
      created_at: expect.any(String) as string,
      verified: true,
    });
    const told = await app()
      .db.db.select({ email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          eq(notifications.kind, 'review_received'),
          sql`${notifications.payload}->>'project_id' = ${String(projectId)}`,
        ),
      );
    expect(told.map((row) => row.email).sort()).toEqual([
      'agency@podryad.example',
      'employee1@podryad.example',
      'employee2@podryad.example',
    ]);
  });

  it('refuses an agency that is not the winner, and a project whose work here is not accepted', async () => {
    const { company, agency, other } = ids();
    const won = await wonProject(app(), company, agency, [other]);
    const inWork = await wonProject(app(), company, agency, [other], 'in_work');
    const open = await projectWithTender(app(), {
      companyId: company,
      candidates: [agency],
      closing: null,
    });
    const cancelled = await projectWithTender(app(), {
      companyId: company,
      candidates: [agency],
      closing: { kind: 'cancelled' },
    });
    const outside = await projectWithTender(app(), {
      companyId: company,
      candidates: [agency],
      closing: { kind: 'third_party', thirdPartyName: 'Студия вне платформы' },
    });
    const cases: [number, Record<string, unknown>, Record<string, string[]>][] = [
      [won, { contractor: other }, { contractor: [REVIEW_MESSAGES.notParties] }],
      [open, {}, { project: [REVIEW_MESSAGES.workNotAccepted] }],
      [inWork, {}, { project: [REVIEW_MESSAGES.workNotAccepted] }],
      // The third-party winner is not on the platform, and no agency here did a cancelled project.
      [cancelled, {}, { project: [REVIEW_MESSAGES.notParties] }],
      [outside, { contractor: agency }, { project: [REVIEW_MESSAGES.notParties] }],
    ];
    for (const [project, extra, errors] of cases) {
      const res = await as('client')('POST', `${R}/`, { project, ...scores, ...extra });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
      expect(await reviewsOf(project)).toEqual([]);
    }
  });

  it('takes one review per project and agency, also from two requests at once', async () => {
    const { company, agency } = ids();
    const projectId = await wonProject(app(), company, agency);
    const body = { project: projectId, ...scores };
    const answers = await Promise.all([
      as('client')('POST', `${R}/`, body),
      as('client')('POST', `${R}/`, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({
      non_field_errors: [REVIEW_MESSAGES.duplicate],
    });
    const again = await as('client')('POST', `${R}/`, { ...body, quality: 1 });
    expect(again.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.duplicate] });
    expect((await reviewsOf(projectId)).map((r) => r.quality)).toEqual([5]);
  });

  it('is refused to guests, agencies’ people, another company and a client without one', async () => {
    const { company, agency } = ids();
    const projectId = await wonProject(app(), company, agency);
    const body = { project: projectId, ...scores };
    for (const [role, status] of [
      ['guest', 401],
      ['leader', 403],
      ['manager', 403],
      ['specialist', 403],
      ['otherLeader', 403],
    ] as const)
      expect((await as(role)('POST', `${R}/`, body)).status, role).toBe(status);
    const stranger = await as('otherClient')('POST', `${R}/`, body);
    expect(stranger.status).toBe(400);
    expect(stranger.body).toEqual({ project: [REVIEW_MESSAGES.notParties] });
    const loner = await registerActive(app(), 'client');
    const res = await call(app(), 'POST', `${R}/`, { token: loner.access, body });
    expect(res.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.noCompany] });
    expect(await reviewsOf(projectId)).toEqual([]);
  });

  it('answers bad input field by field, in Russian, writing nothing', async () => {
    const { company, agency } = ids();
    const projectId = await wonProject(app(), company, agency);
    const res = await as('client')('POST', `${R}/`, {
      project: projectId,
      quality: 0,
      deadlines: 6,
      communication: 3.5,
      value: 'пять',
      text: 'я'.repeat(3001),
      rating: 5,
    });
    expect(res.status).toBe(400);
    const star = ['Поставьте оценку от 1 до 5.'];
    expect(res.body).toEqual({
      quality: star,
      deadlines: star,
      communication: star,
      value: star,
      would_recommend: ['Ответьте да или нет.'],
      text: ['Убедитесь, что это значение содержит не более 3000 символов.'],
      rating: ['Неизвестное поле.'],
    });
    expect(await reviewsOf(projectId)).toEqual([]);
  });
});

describe('GET contractor-reviews/by-project/{id}/', () => {
  it('shows the project’s reviews to its client and the winner’s people only', async () => {
    const { company, agency, other } = ids();
    const projectId = await wonProject(app(), company, agency, [other]);
    await as('client')('POST', `${R}/`, { project: projectId, ...scores });
    const url = `${R}/by-project/${projectId}/`;
    for (const role of ['client', 'leader', 'manager', 'specialist'] as const) {
      const res = await as(role)<ContractorReview[]>('GET', url);
      expect(res.status, role).toBe(200);
      expect(res.body.map((r) => r.contractor)).toEqual([agency]);
    }
    // A candidate not chosen is no party to the review; another company does not see the project.
    for (const [role, status] of [
      ['guest', 401],
      ['otherClient', 404],
      ['otherLeader', 404],
    ] as const)
      expect((await as(role)('GET', url)).status, role).toBe(status);
    expect((await as('client')('GET', `${R}/by-project/2147483647/`)).status).toBe(404);
  });
});

describe('an agency’s reviews and average scores (public)', () => {
  it('averages per criterion, overall and the share who recommend; nulls before any review', async () => {
    const agency = await publishedAgency(app());
    const averagesUrl = `${R}/contractor/${agency.contractorId}/average-scores/`;
    const empty = await call<AverageScores>(app(), 'GET', averagesUrl);
    expect(empty.body).toEqual({
      contractor: agency.contractorId,
      count: 0,
      quality: null,
      deadlines: null,
      communication: null,
      value: null,
      overall: null,
      would_recommend: null,
    });
    const given = [
      { quality: 5, deadlines: 4, communication: 5, value: 3, would_recommend: true },
      { quality: 4, deadlines: 2, communication: 3, value: 3, would_recommend: false },
      { quality: 3, deadlines: 5, communication: 4, value: 4, would_recommend: true },
    ];
    for (const review of given) {
      const projectId = await wonProject(app(), ids().company, agency.contractorId);
      const res = await as('client')('POST', `${R}/`, { project: projectId, ...review });
      expect(res.status).toBe(201);
    }
    const res = await call<AverageScores>(app(), 'GET', averagesUrl);
    expect(res.body).toEqual({
      contractor: agency.contractorId,
      count: 3,
      quality: 4,
      deadlines: 3.67,
      communication: 4,
      value: 3.33,
      overall: 3.75, // (4.25 + 3 + 4) / 3
      would_recommend: 0.67,
    });

    const page = await call<Page<ContractorReview>>(
      app(),
      'GET',
      `${R}/contractor/${agency.contractorId}/?page_size=2`,
    );
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(3);
    expect(page.body.results.map((r) => r.quality)).toEqual([3, 4]); // newest first
    expect(page.body.next).toMatch(/page=2/);
    const second = await call<Page<ContractorReview>>(
      app(),
      'GET',
      `${R}/contractor/${agency.contractorId}/?page_size=2&page=2`,
    );
    expect(second.body.results.map((r) => r.quality)).toEqual([5]);
  });

  it('answers only for a published agency, as its profile does', async () => {
    const hidden = ids().other;
    for (const url of [`${R}/contractor/${hidden}/`, `${R}/contractor/${hidden}/average-scores/`]) {
      for (const role of ['guest', 'client', 'leader'] as const)
        expect((await as(role)('GET', url)).status, role).toBe(404);
      expect((await as('otherLeader')('GET', url)).status).toBe(200); // its own people
    }
    expect((await as('guest')('GET', `${R}/contractor/${ids().agency}/`)).status).toBe(200);
  });
});

describe('POST contractor-reviews/{id}/reply/', () => {
  const reviewed = async () => {
    const { company, agency } = ids();
    const projectId = await wonProject(app(), company, agency);
    const res = await as('client')<ContractorReview>('POST', `${R}/`, {
      project: projectId,
      ...scores,
    });
    return res.body.id;
  };

  it('lets the reviewed agency answer once', async () => {
    const id = await reviewed();
    const res = await as('manager')<ContractorReview>('POST', `${R}/${id}/reply/`, {
      text: ' Спасибо за доверие! ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, reply: 'Спасибо за доверие!' });
    expect(res.body.replied_at).toEqual(expect.any(String));
    const again = await as('leader')('POST', `${R}/${id}/reply/`, { text: 'Ещё раз спасибо' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.replyExists] });
    const [row] = await app()
      .db.db.select()
      .from(contractorReviews)
      .where(eq(contractorReviews.id, id));
    expect(row!.reply).toBe('Спасибо за доверие!');
  });

  it('is refused to everyone else and to an empty answer', async () => {
    const id = await reviewed();
    const url = `${R}/${id}/reply/`;
    for (const [role, status] of [
      ['guest', 401],
      ['client', 403],
      ['otherClient', 403],
      ['specialist', 403],
      ['otherLeader', 404],
    ] as const)
      expect((await as(role)('POST', url, { text: 'Ответ' })).status, role).toBe(status);
    const empty = await as('leader')('POST', url, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ text: ['Напишите ответ.'] });
    expect((await as('leader')('POST', `${R}/2147483647/reply/`, { text: 'Ответ' })).status).toBe(
      404,
    );
    const [row] = await app()
      .db.db.select()
      .from(contractorReviews)
      .where(eq(contractorReviews.id, id));
    expect(row!.reply).toBeNull();
  });
});
