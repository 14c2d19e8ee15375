import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import {
  TENDER_MESSAGES,
  type Candidate,
  type InboxItem,
  type InboxProject,
  type Invitation,
  type InvitationsCreated,
} from '../../contract/tender';
import {
  contractors,
  invitations,
  refusalReasons,
  serviceRanges,
  services,
} from '../../server/db/schema';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';

// The tender's invitations through the API: who may be invited, the answers (viewed, accepted, declined with a
// reason) and expiry with the notifications they write; the agency's inbox of them and a project's match.

const t = useTenderApp();
const { app, as, invited, answer, openTender, inTender, notified, projectStatus } = t;

const someReason = async () =>
  (
    await app()
      .db.db.select()
      .from(refusalReasons)
      .where(eq(refusalReasons.side, 'agency'))
      .limit(1)
  )[0]!.id;

describe('invitations', () => {
  it('invites each agency once, moves a draft to matching and tells who may answer', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    expect(await projectStatus(project)).toBe('matching');
    expect(invitation('leader')).toMatchObject({
      status: 'sent',
      message: 'Ждём ваших идей',
      candidate: null,
      contractor_name: expect.any(String) as string,
    });
    // default answer-by: seven days
    const i = invitation('leader');
    expect(Date.parse(i.expires_at) - Date.parse(i.created_at)).toBe(7 * DAY);
    expect(await notified('leader', 'invitation_received', project)).toHaveLength(1);
    expect(await notified('manager', 'invitation_received', project)).toHaveLength(1);
    expect(await notified('specialist', 'invitation_received', project)).toHaveLength(0);

    const again = await as('client')<InvitationsCreated>(
      'POST',
      `${T}/invitations/create-invitations/`,
      { project, contractors: [t.agency('leader')] },
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ created: [], already_invited: [t.agency('leader')] });
    expect(await notified('leader', 'invitation_received', project)).toHaveLength(1);
  });

  it('refuses an unpublished or unknown agency and invites nobody then', async () => {
    const { project } = await t.fresh();
    const [hidden] = await app()
      .db.db.insert(contractors)
      .values({ name: 'Скрытое агентство', isPublished: false })
      .returning({ id: contractors.id });
    for (const bad of [
      [t.agency('leader'), hidden!.id],
      [t.agency('leader'), 999_999],
    ]) {
      const res = await as('client')('POST', `${T}/invitations/create-invitations/`, {
        project: project.id,
        contractors: bad,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ contractors: [TENDER_MESSAGES.unknownAgency] });
    }
    const rows = await app()
      .db.db.select()
      .from(invitations)
      .where(eq(invitations.projectId, project.id));
    expect(rows).toEqual([]);
    expect(await projectStatus(project.id)).toBe('draft');
  });

  it('answers DRF-shaped, in Russian, to bad input', async () => {
    const { project } = await t.fresh();
    const url = `${T}/invitations/create-invitations/`;
    expect(
      (await as('client')('POST', url, { project: project.id, contractors: [] })).body,
    ).toEqual({
      contractors: [TENDER_MESSAGES.noAgencies],
    });
    expect(
      (
        await as('client')('POST', url, {
          project: project.id,
          contractors: [t.agency('leader')],
          expires_at: '2020-01-01T00:00:00Z',
        })
      ).body,
    ).toEqual({ expires_at: [TENDER_MESSAGES.answerByPast] });
    const list = await as('client')('GET', `${T}/invitations/?project=abc`);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ project: ['Введите целое число.'] });
  });

  it('goes sent → viewed → accepted, and an answered one stays answered', async () => {
    const { project, invitation } = await invited();
    const id = invitation('leader').id;
    const viewed = await answer('manager', id, { status: 'viewed' });
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({
      status: 'viewed',
      viewed_at: expect.any(String) as string,
    });
    const accepted = await answer('leader', id, { status: 'accepted' });
    expect(accepted.body).toMatchObject({ status: 'accepted', candidate: null });
    const again = await answer('leader', id, {
      status: 'declined',
      refusal_reason: await someReason(),
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: [TENDER_MESSAGES.alreadyAnswered] });
    const told = await notified('client', 'invitation_answered', project);
    expect(told.map((n) => n.payload)).toEqual([expect.objectContaining({ accepted: true })]);
  });

  it('declines only with a reason from the list, and the client reads it', async () => {
    const { project, invitation } = await invited();
    const id = invitation('leader').id;
    const none = await answer('leader', id, { status: 'declined' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ refusal_reason: [TENDER_MESSAGES.reasonRequired] });
    const unknown = await answer('leader', id, { status: 'declined', refusal_reason: 999_999 });
    expect(unknown.body).toEqual({ refusal_reason: ['Причина не найдена.'] });
    const reason = await someReason();
    const declined = await answer('leader', id, {
      status: 'declined',
      refusal_reason: reason,
      refusal_comment: 'Заняты до лета',
    });
    expect(declined.status).toBe(200);
    const list = await as('client')<Page<Invitation>>(
      'GET',
      `${T}/invitations/?project=${project}`,
    );
    expect(list.body.results[0]).toMatchObject({
      status: 'declined',
      refusal_reason: reason,
      refusal_reason_name: expect.any(String) as string,
      refusal_comment: 'Заняты до лета',
    });
  });

  it('reads and refuses an invitation past its answer-by time as expired', async () => {
    const { project, invitation } = await invited(['leader'], {
      expires_at: new Date(Date.now() + HOUR).toISOString(),
    });
    try {
      await t.later(2 * HOUR);
      const res = await answer('leader', invitation('leader').id, { status: 'accepted' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: [TENDER_MESSAGES.invitationExpired] });
      const list = await as('client')<Page<Invitation>>(
        'GET',
        `${T}/invitations/?project=${project}`,
      );
      expect(list.body.results.map((i) => i.status)).toEqual(['expired']);
      const inbox = await as('leader')<InboxProject>(
        'GET',
        `${T}/projects-by-invitation/${project}/`,
      );
      expect(inbox.body).toMatchObject({ status: 'expired', state: 'declined' });
    } finally {
      await t.backToNow();
    }
  });
});

describe('the agency inbox', () => {
  it('files each project under its state and explains the match', async () => {
    const { project } = await inTender();
    const page = await as('specialist')<Page<InboxItem>>(
      'GET',
      `${T}/projects-by-invitation/?state=tender`,
    );
    expect(page.status).toBe(200);
    expect(page.body.results.find((i) => i.project === project)).toMatchObject({
      state: 'tender',
      proposal_submitted: true,
      tender_deadline: expect.any(String) as string,
    });
    const fresh = await invited();
    const news = await as('leader')<Page<InboxItem>>(
      'GET',
      `${T}/projects-by-invitation/?state=new`,
    );
    expect(news.body.results.map((i) => i.project)).toContain(fresh.project);
    expect(news.body.results.map((i) => i.project)).not.toContain(project);

    const one = await as('specialist')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${fresh.project}/`,
    );
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      status: 'viewed', // opening it marks it seen
      can_answer: false,
      match: {
        score: expect.any(Number) as number,
        explanation: expect.any(Array) as unknown[],
      },
      client_record: { company: t.world().client.companyId },
      tender: null,
      candidate: null,
      closing: null,
    });
    expect(
      (await as('manager')<InboxProject>('GET', `${T}/projects-by-invitation/${fresh.project}/`))
        .body.can_answer,
    ).toBe(true);
    const bad = await as('leader')('GET', `${T}/projects-by-invitation/?state=old`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ state: ['Выберите фильтр из списка.'] });
  });
});

describe('the match from the agency’s side', () => {
  it('says what the brief asks that the profile lacks, and the matrix shows it too', async () => {
    const { project, requirement } = await t.fresh();
    for (const name of ['SMM', 'Видеопродакшн']) {
      const [range] = await app()
        .db.db.select({ id: serviceRanges.id, service: services.id })
        .from(serviceRanges)
        .innerJoin(services, eq(services.id, serviceRanges.serviceId))
        .where(eq(services.name, name))
        .limit(1);
      const added = await as('client')('POST', '/recruitment/api/v1/requirements-service/', {
        requirement,
        service: range!.service,
        service_range: range!.id,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    await as('client')('POST', `${T}/invitations/create-invitations/`, {
      project: project.id,
      contractors: [t.agency('leader')],
    });
    const page = await as('leader')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project.id}/`,
    );
    expect(page.body.services).toEqual(['SMM', 'Видеопродакшн']);
    expect(page.body.match!.advice).toContain(
      'Добавьте в профиль услуги из брифа: «Видеопродакшн».',
    );
    const services_ = page.body.match!.explanation.find((e) => e.criterion === 'services')!;
    expect(services_.points).toBeLessThan(25);

    await answer('leader', page.body.invitation, { status: 'accepted' });
    await openTender(project.id);
    const [mine] = (
      await as('client')<Candidate[]>('GET', `${T}/tender-candidates/${project.id}/contractors/`)
    ).body;
    expect(mine).toMatchObject({
      services_covered: ['SMM'],
      services_missing: ['Видеопродакшн'],
      match_score: page.body.match!.score,
    });
  });
});
