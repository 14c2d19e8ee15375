import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import {
  REVIEW_MESSAGES,
  type ClientReview,
  type Communication,
  type PublicReview,
} from '../../contract/review';
import type { ClientRecord, InboxProject } from '../../contract/tender';
import { clientReviews, publicReviews, tenderCommunications } from '../../server/db/schema';
import { call, innFor, registerActive } from './helpers/accounts';
import { projectWithTender, publishedAgency, wonProject } from './helpers/closed-project';
import { useProjectApp } from './helpers/projects';

// The other reviews: the agency's of its client, a company's testimonial on an agency's page (verified when
// they closed a project here), and a tender candidate's rating of how the client ran it — the client's record.

const { app, as, world } = useProjectApp();
const V = '/review/api/v1';
const ids = () => ({
  company: world().client.companyId!,
  otherCompany: world().otherClient.companyId!,
  agency: world().leader.contractorId!,
  other: world().otherLeader.contractorId!,
});
const rowsOf = async (
  table: typeof clientReviews | typeof tenderCommunications,
  projectId: number,
) => app().db.db.select().from(table).where(eq(table.projectId, projectId));

describe('client reviews', () => {
  it('the winner agency rates its client once; both parties read it', async () => {
    const { company, agency, other } = ids();
    const projectId = await wonProject(app(), company, agency, [other]);
    const res = await as('manager')<ClientReview>('POST', `${V}/client-reviews/`, {
      project: projectId,
      rating: 4,
      text: 'Быстро согласовывали макеты.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as number,
      project: projectId,
      contractor: agency,
      contractor_name: 'Северный ветер',
      company,
      rating: 4,
      text: 'Быстро согласовывали макеты.',
      created_at: expect.any(String) as string,
    });
    const again = await as('leader')('POST', `${V}/client-reviews/`, {
      project: projectId,
      rating: 1,
    });
    expect(again.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.duplicate] });

    const url = `${V}/client-reviews/by-project/${projectId}/`;
    for (const role of ['client', 'leader', 'specialist'] as const) {
      const list = await as(role)<ClientReview[]>('GET', url);
      expect(list.status, role).toBe(200);
      expect(list.body.map((r) => r.rating)).toEqual([4]);
    }
    for (const [role, status] of [
      ['guest', 401],
      ['otherClient', 404],
      ['otherLeader', 404],
    ] as const)
      expect((await as(role)('GET', url)).status, role).toBe(status);
  });

  it('is refused to a candidate not chosen, before the work is accepted, to clients and to a specialist', async () => {
    const { company, agency, other } = ids();
    const wonByOther = await wonProject(app(), company, other, [agency]);
    const inWork = await wonProject(app(), company, agency, [other], 'in_work');
    const open = await projectWithTender(app(), {
      companyId: company,
      candidates: [agency],
      closing: null,
    });
    const body = (project: number) => ({ project, rating: 5 });
    const lost = await as('leader')('POST', `${V}/client-reviews/`, body(wonByOther));
    expect(lost.body).toEqual({ project: [REVIEW_MESSAGES.notParties] });
    const early = await as('leader')('POST', `${V}/client-reviews/`, body(open));
    expect(early.body).toEqual({ project: [REVIEW_MESSAGES.workNotAcceptedAgency] });
    const working = await as('leader')('POST', `${V}/client-reviews/`, body(inWork));
    expect(working.status).toBe(400);
    expect(working.body).toEqual({ project: [REVIEW_MESSAGES.workNotAcceptedAgency] });
    const won = await wonProject(app(), company, agency);
    for (const [role, status] of [
      ['guest', 401],
      ['client', 403], // a client writing the agency's review
      ['otherClient', 403],
      ['specialist', 403],
    ] as const)
      expect((await as(role)('POST', `${V}/client-reviews/`, body(won))).status, role).toBe(status);
    const stranger = await as('otherLeader')('POST', `${V}/client-reviews/`, body(won));
    expect(stranger.body).toEqual({ project: [REVIEW_MESSAGES.notParties] });
    const bad = await as('leader')('POST', `${V}/client-reviews/`, { project: won, rating: 9 });
    expect(bad.body).toEqual({ rating: ['Поставьте оценку от 1 до 5.'] });
    for (const project of [wonByOther, open, inWork, won])
      expect(await rowsOf(clientReviews, project)).toEqual([]);
  });
});

describe('public reviews', () => {
  it('a client company leaves one testimonial, verified once it accepted the agency’s work on a project', async () => {
    const agency = await publishedAgency(app());
    const res = await as('client')<PublicReview>('POST', `${V}/public-reviews/`, {
      contractor: agency.contractorId,
      rating: 5,
      text: 'Надёжные ребята.',
      author_position: 'Директор по маркетингу',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as number,
      contractor: agency.contractorId,
      company_name: 'Хлебный дом',
      author_name: 'Ольга Миронова',
      author_position: 'Директор по маркетингу',
      rating: 5,
      text: 'Надёжные ребята.',
      verified: false,
      created_at: expect.any(String) as string,
    });
    const again = await as('client')('POST', `${V}/public-reviews/`, {
      contractor: agency.contractorId,
      rating: 1,
      text: 'Ещё',
    });
    expect(again.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.publicDuplicate] });
    const fromOther = await as('otherClient')('POST', `${V}/public-reviews/`, {
      contractor: agency.contractorId,
      rating: 3,
      text: 'Нормально.',
    });
    expect(fromOther.status).toBe(201);

    const url = `${V}/public-reviews/by-contractor/${agency.contractorId}/`;
    const before = await call<Page<PublicReview>>(app(), 'GET', url);
    expect(before.body.results.map((r) => [r.rating, r.verified])).toEqual([
      [3, false],
      [5, false],
    ]);
    // A project won and accepted later verifies the testimonial written before it; a cancelled one, or one
    // whose work is not accepted yet, does not.
    await projectWithTender(app(), {
      companyId: ids().otherCompany,
      candidates: [agency.contractorId],
      closing: { kind: 'cancelled' },
    });
    await wonProject(app(), ids().otherCompany, agency.contractorId, [], 'in_work');
    await wonProject(app(), ids().company, agency.contractorId);
    const after = await call<Page<PublicReview>>(app(), 'GET', url);
    expect(after.body.results.map((r) => [r.rating, r.verified])).toEqual([
      [3, false],
      [5, true],
    ]);
  });

  it('is refused to agencies’ people, a client without a company, and about an unpublished agency', async () => {
    const { agency, other } = ids();
    const body = { contractor: agency, rating: 4, text: 'Хорошо.' };
    for (const [role, status] of [
      ['guest', 401],
      ['leader', 403],
      ['manager', 403],
      ['specialist', 403],
      ['otherLeader', 403],
    ] as const)
      expect((await as(role)('POST', `${V}/public-reviews/`, body)).status, role).toBe(status);
    const loner = await registerActive(app(), 'client');
    const res = await call(app(), 'POST', `${V}/public-reviews/`, { token: loner.access, body });
    expect(res.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.noCompany] });
    const hidden = await as('otherClient')('POST', `${V}/public-reviews/`, {
      ...body,
      contractor: other,
    });
    expect(hidden.body).toEqual({
      contractor: [`Недопустимый первичный ключ "${other}" - объект не существует.`],
    });
    const bad = await as('otherClient')('POST', `${V}/public-reviews/`, {
      contractor: agency,
      rating: 4,
    });
    expect(bad.body).toEqual({ text: ['Обязательное поле.'] });
    const rows = await app()
      .db.db.select()
      .from(publicReviews)
      .where(eq(publicReviews.contractorId, other));
    expect(rows).toEqual([]);
    expect((await as('guest')('GET', `${V}/public-reviews/by-contractor/${other}/`)).status).toBe(
      404,
    );
  });
});

describe('tender communication and the client’s record', () => {
  const rate = { brief_clarity: 5, response_speed: 4, feedback: 3 };

  it('each candidate rates the closed tender once; the record averages them', async () => {
    const fresh = await publishedAgency(app());
    const { agency } = ids();
    const owner = await registerActive(app(), 'client');
    const created = await call<{ company: { id: number } }>(
      app(),
      'POST',
      '/accounts/api/v1/company-accounts/',
      {
        token: owner.access,
        body: { company: { name: 'Третья компания', inn: innFor(4242) } },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const companyId = created.body.company.id;
    const empty = await as('leader')<ClientRecord>(
      'GET',
      `${V}/communication-between-contractor-and-client/${companyId}/`,
    );
    expect(empty.body).toEqual({
      company: companyId,
      company_name: 'Третья компания',
      count: 0,
      brief_clarity: null,
      response_speed: null,
      feedback: null,
      projects_closed: 0,
      recent: [],
    });
    const projectId = await wonProject(app(), companyId, agency, [fresh.contractorId]);
    const C = `${V}/communication-between-contractor-and-client/`;
    const inbox = async () =>
      (
        await as('leader')<InboxProject>(
          'GET',
          `/tender/api/v1/projects-by-invitation/${projectId}/`,
        )
      ).body.tender_rated;
    expect(await inbox()).toBe(false);
    const mine = await as('manager')<Communication>('POST', C, {
      project: projectId,
      ...rate,
      text: 'Бриф ясный.',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({
      project: projectId,
      contractor: agency,
      company: companyId,
      ...rate,
    });
    const loser = await call(app(), 'POST', C, {
      token: fresh.token,
      body: { project: projectId, brief_clarity: 2, response_speed: 2, feedback: 2 },
    });
    expect(loser.status).toBe(201); // a candidate not chosen rates the tender too
    expect(await inbox()).toBe(true); // the agency's inbox no longer offers the form
    const again = await as('leader')('POST', C, { project: projectId, ...rate });
    expect(again.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.duplicate] });

    const record = await as('otherLeader')<ClientRecord>('GET', `${C}${companyId}/`);
    expect(record.status).toBe(200);
    expect(record.body).toEqual({
      company: companyId,
      company_name: 'Третья компания',
      count: 2,
      brief_clarity: 3.5,
      response_speed: 3,
      feedback: 2.5,
      projects_closed: 1,
      recent: [{ text: 'Бриф ясный.', created_at: mine.body.created_at, average: 4 }],
    });
    const own = await call(app(), 'GET', `${C}${companyId}/`, { token: owner.access });
    expect(own.status).toBe(200);
    for (const [role, status] of [
      ['guest', 401],
      ['client', 403], // another company
      ['otherClient', 403],
    ] as const)
      expect((await as(role)('GET', `${C}${companyId}/`)).status, role).toBe(status);
    expect((await as('leader')('GET', `${C}2147483647/`)).status).toBe(404);
  });

  it('is only for a candidate of that tender, after closing, with the right to take part', async () => {
    const { company, agency } = ids();
    const C = `${V}/communication-between-contractor-and-client/`;
    const open = await projectWithTender(app(), {
      companyId: company,
      candidates: [agency],
      closing: null,
    });
    const declined = await projectWithTender(app(), {
      companyId: company,
      candidates: [],
      invitedOnly: [agency],
      closing: { kind: 'cancelled' },
    });
    const early = await as('leader')('POST', C, { project: open, ...rate });
    expect(early.body).toEqual({ project: [REVIEW_MESSAGES.notClosed] });
    const notCandidate = await as('leader')('POST', C, { project: declined, ...rate });
    expect(notCandidate.body).toEqual({ project: [REVIEW_MESSAGES.notCandidate] });
    const closed = await wonProject(app(), company, agency);
    const stranger = await as('otherLeader')('POST', C, { project: closed, ...rate });
    expect(stranger.body).toEqual({ project: [REVIEW_MESSAGES.notCandidate] });
    for (const [role, status] of [
      ['guest', 401],
      ['client', 403],
      ['specialist', 403],
    ] as const)
      expect((await as(role)('POST', C, { project: closed, ...rate })).status, role).toBe(status);
    const bad = await as('leader')('POST', C, {
      project: closed,
      brief_clarity: 0,
      response_speed: 4,
    });
    expect(bad.body).toEqual({
      brief_clarity: ['Поставьте оценку от 1 до 5.'],
      feedback: ['Обязательное поле.'],
    });
    for (const project of [open, declined, closed])
      expect(await rowsOf(tenderCommunications, project)).toEqual([]);
  });
});
