import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, type Project } from '../../contract/project';
import { REQUIREMENTS_MESSAGES } from '../../contract/requirements';
import { REVIEW_MESSAGES } from '../../contract/review';
import { TENDER_MESSAGES, type InboxProject } from '../../contract/tender';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import { projects, tenderEvents } from '../../server/db/schema';
import { wonProject } from './helpers/closed-project';
import { PROJECTS, REC } from './helpers/projects';
import { T, useTenderApp } from './helpers/tender';
import { ROLES } from './helpers/world';

// A winner chosen here ends the tender, not the work: the project is `in_work` until its client accepts the
// work (`complete/` → `completed`), and only then do the two review each other's work. How the client ran the
// tender is rated from the tender's end.

const t = useTenderApp();
const { app, as, inTender, invited, candidateOf, notified, projectStatus } = t;
const R = '/review/api/v1';
const scores = { quality: 5, deadlines: 4, communication: 5, value: 4, would_recommend: true };
const rating = { brief_clarity: 5, response_speed: 4, feedback: 4 };

/** A project whose tender the demo agency won (both sent proposals, so they opened at once): `in_work`. */
async function inWork() {
  const { project, mine, theirs } = await inTender();
  const sent = await as('otherLeader')('PATCH', `${T}/tender-candidates/${theirs.id}/`, {
    price: 1_500_000,
    timeline_days: 60,
    approach: 'Долго и дорого',
    submit: true,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const won = await as('client')('PATCH', `${T}/tender-candidates/${mine.id}/`, {
    status: 'winner',
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  return project;
}

const complete = (role: Parameters<typeof as>[0], project: number) =>
  as(role)<Project>('POST', `${PROJECTS}/${project}/complete/`);

const eventsOf = (project: number, kind: 'work_accepted' | 'review_left') =>
  app()
    .db.db.select()
    .from(tenderEvents)
    .where(and(eq(tenderEvents.projectId, project), eq(tenderEvents.kind, kind)))
    .orderBy(asc(tenderEvents.id));

describe('a winner chosen: the work goes on', () => {
  it('the project is in work; reviews of the work wait, the tender may be rated', async () => {
    const project = await inWork();
    expect(await projectStatus(project)).toBe('in_work');

    const review = await as('client')('POST', `${R}/contractor-reviews/`, { project, ...scores });
    expect(review.status).toBe(400);
    expect(review.body).toEqual({ project: [REVIEW_MESSAGES.workNotAccepted] });
    const ofClient = await as('leader')('POST', `${R}/client-reviews/`, { project, rating: 5 });
    expect(ofClient.status).toBe(400);
    expect(ofClient.body).toEqual({ project: [REVIEW_MESSAGES.workNotAcceptedAgency] });

    // How the client ran the tender is known at its end: both candidates rate it now.
    for (const role of ['leader', 'otherLeader'] as const) {
      const rated = await as(role)('POST', `${R}/communication-between-contractor-and-client/`, {
        project,
        ...rating,
      });
      expect(rated.status, JSON.stringify(rated.body)).toBe(201);
    }
    expect((await eventsOf(project, 'review_left')).map((e) => e.details)).toEqual([
      { review: 'tender' },
      { review: 'tender' },
    ]);

    // The agencies' inbox: won and lost, with the project's status.
    const winner = await as('manager')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project}/`,
    );
    expect(winner.body).toMatchObject({ state: 'won', project_status: 'in_work' });
    const loser = await as('otherLeader')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project}/`,
    );
    expect(loser.body).toMatchObject({ state: 'lost', project_status: 'in_work' });
  });

  it('its tender and requirements no longer change', async () => {
    const project = await inWork();
    const cancel = await as('client')('POST', `${T}/tenders/cancel-project/`, {
      project,
      reason: 'Передумали',
    });
    expect(cancel.status).toBe(400);
    expect(cancel.body).toEqual({ non_field_errors: [TENDER_MESSAGES.tenderOver] });
    const invite = await as('client')('POST', `${T}/invitations/create-invitations/`, {
      project,
      contractors: [t.agency('otherLeader')],
    });
    expect(invite.status).toBe(400);
    expect(invite.body).toEqual({ non_field_errors: [TENDER_MESSAGES.tenderOver] });
    const requirements = await as('client')<Project>('GET', `${PROJECTS}/${project}/`);
    const staff = await as('client')('POST', `${REC}/requirements-staff/`, {
      requirement: requirements.body.requirements,
      min_staff: 5,
    });
    expect(staff.status).toBe(400);
    expect(staff.body).toEqual({ non_field_errors: [REQUIREMENTS_MESSAGES.workStarted] });
  });
});

describe('POST projects/{id}/complete/', () => {
  it('the client accepts the work: the winner is told, the protocol records it, reviews open', async () => {
    const project = await inWork();
    const done = await complete('client', project);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: project, status: 'completed' });
    expect(await projectStatus(project)).toBe('completed');

    // Everyone of the winner agency is told; the agency not chosen is not.
    for (const role of ['leader', 'manager', 'specialist'] as const) {
      const [note] = await notified(role, 'work_accepted', project);
      expect(note, role).toBeDefined();
      expect(note!.title).toBe('Работа принята');
      expect(note!.text).toContain('приняла работу по проекту');
    }
    expect(await notified('otherLeader', 'work_accepted', project)).toEqual([]);
    const [accepted, ...more] = await eventsOf(project, 'work_accepted');
    expect(more).toEqual([]);
    expect(accepted).toMatchObject({
      actorSide: 'client',
      actorUserId: t.userIds().client,
      contractorId: t.agency('leader'),
      isPublic: false,
    });

    const again = await complete('client', project);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [PROJECT_MESSAGES.notInWork('completed')] });

    const review = await as('client')('POST', `${R}/contractor-reviews/`, { project, ...scores });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const ofClient = await as('manager')('POST', `${R}/client-reviews/`, {
      project,
      rating: 5,
    });
    expect(ofClient.status, JSON.stringify(ofClient.body)).toBe(201);
    const left = await eventsOf(project, 'review_left');
    expect(left.map((e) => [e.details, e.actorSide, e.contractorId, e.isPublic])).toEqual([
      [{ review: 'contractor' }, 'client', t.agency('leader'), false],
      [{ review: 'client' }, 'agency', t.agency('leader'), false],
    ]);
    const inbox = await as('leader')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project}/`,
    );
    expect(inbox.body).toMatchObject({ state: 'won', project_status: 'completed' });

    // The protocol: the client and the winner read the acceptance and the reviews; the agency not chosen
    // does not.
    const steps = async (role: 'client' | 'leader' | 'otherLeader') =>
      (
        await as(role)<TenderProtocol>('GET', `${T}/projects/${project}/protocol/`)
      ).body.events.filter((e) => e.kind === 'work_accepted' || e.kind === 'review_left');
    for (const role of ['client', 'leader'] as const)
      expect(
        (await steps(role)).map((e) => [e.kind, e.label, e.details]),
        role,
      ).toEqual([
        ['work_accepted', 'Работа принята', ''],
        ['review_left', 'Оставлен отзыв', 'Отзыв заказчика о работе агентства'],
        ['review_left', 'Оставлен отзыв', 'Отзыв агентства о заказчике'],
      ]);
    expect(await steps('otherLeader')).toEqual([]);
  });

  it('is the client company’s alone: another company 404, an agency 403 naming who may, a guest 401', async () => {
    const project = await inWork();
    for (const role of ROLES) {
      if (role === 'client') continue;
      const res = await complete(role, project);
      const expected = role === 'guest' ? 401 : role === 'otherClient' ? 404 : 403;
      expect(res.status, role).toBe(expected);
      if (expected === 403)
        expect(res.body, role).toEqual({ detail: PROJECT_MESSAGES.completeWho });
    }
    expect(await projectStatus(project)).toBe('in_work');
    expect(await eventsOf(project, 'work_accepted')).toEqual([]);
    expect((await complete('client', 2147483647)).status).toBe(404);
  });

  it('only from in work: a project in tender, closed or not yet in a tender is refused', async () => {
    const { project: inTenderProject } = await inTender();
    const { project: matching } = await invited(['leader']);
    const { project: cancelled } = await invited(['leader']);
    const closed = await as('client')('POST', `${T}/tenders/cancel-project/`, {
      project: cancelled,
      reason: 'Бюджет урезали',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    for (const [project, status] of [
      [inTenderProject, 'tender'],
      [matching, 'matching'],
      [cancelled, 'closed'],
    ] as const) {
      const res = await complete('client', project);
      expect(res.status, status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [PROJECT_MESSAGES.notInWork(status)] });
      expect(await projectStatus(project)).toBe(status);
    }
    expect((await candidateOf('leader', inTenderProject)).status).toBe('participant');
  });
});

describe('a project closed with its winner before work acceptance existed', () => {
  it('counts as accepted: both reviews are taken, complete/ has nothing to do', async () => {
    const project = await wonProject(
      app(),
      t.world().client.companyId!,
      t.agency('leader'),
      [],
      'in_work',
    );
    await app().db.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, project));
    const review = await as('client')('POST', `${R}/contractor-reviews/`, { project, ...scores });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const ofClient = await as('leader')('POST', `${R}/client-reviews/`, { project, rating: 4 });
    expect(ofClient.status, JSON.stringify(ofClient.body)).toBe(201);
    expect((await complete('client', project)).body).toEqual({
      non_field_errors: [PROJECT_MESSAGES.notInWork('closed')],
    });
  });
});
