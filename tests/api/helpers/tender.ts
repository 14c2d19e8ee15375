import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, vi } from 'vitest';
import type { Candidate, Invitation, InvitationsCreated, Tender } from '../../../contract/tender';
import type { NotificationKind } from '../../../contract/notification-events';
import { contractors, notifications, projects } from '../../../server/db/schema';
import { login } from './accounts';
import { unlimitedPlan } from './plans';
import { useProjectApp } from './projects';
import type { Role } from './world';

// Tenders in tests: the project app of the projects tests, with the second agency published (so it can be
// invited), and the steps of the loop as one-liners: invite, answer, open the tender, read the candidate.

export const T = '/tender/api/v1';
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** `paidPlans: false` leaves both agencies on the free plan (the plan limits' own tests). */
export function useTenderApp({ paidPlans = true } = {}) {
  const base = useProjectApp();
  const { app, as, world } = base;
  const userIds = {} as Record<Role, number | null>;

  beforeAll(async () => {
    // The second agency registered through the company flow is unpublished: published here so it can be
    // invited next to the demo agency.
    await app()
      .db.db.update(contractors)
      .set({ isPublished: true })
      .where(eq(contractors.id, world().otherLeader.contractorId!));
    // Both agencies send more proposals than the free plan's month allows.
    if (paidPlans)
      for (const role of ['leader', 'otherLeader'] as const)
        await unlimitedPlan(app(), world()[role].contractorId!);
    for (const [role, actor] of Object.entries(world()) as [Role, { session: unknown }][]) {
      const me = actor.session
        ? await as(role)<{ id: number }>('GET', '/auth/api/v1/users/me/')
        : null;
      userIds[role] = me?.body.id ?? null;
    }
  });

  const agency = (role: 'leader' | 'otherLeader') => world()[role].contractorId!;

  /** A fresh project of the client with the given agencies invited; the invitations by agency. */
  async function invited(roles: ('leader' | 'otherLeader')[] = ['leader'], body = {}) {
    const { project } = await base.fresh();
    const res = await as('client')<InvitationsCreated>(
      'POST',
      `${T}/invitations/create-invitations/`,
      { project: project.id, contractors: roles.map(agency), message: 'Ждём ваших идей', ...body },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const of = (role: 'leader' | 'otherLeader') =>
      res.body.created.find((i) => i.contractor === agency(role))!;
    return { project: project.id, invitation: of };
  }

  /** An acceptance that says nothing of a conflict of interest confirms there is none (`conflict: 'none'`). */
  const answer = async (role: Role, invitation: number, body: Record<string, unknown>) =>
    as(role)<Invitation>('PATCH', `${T}/invitations/${invitation}/`, {
      ...(body.status === 'accepted' && { conflict: 'none' }),
      ...body,
    });

  async function openTender(project: number, deadline = new Date(Date.now() + 3 * DAY)) {
    const res = await as('client')<Tender>('POST', `${T}/tenders/`, {
      project,
      deadline: deadline.toISOString(),
      terms: 'Предложения с оценкой и командой.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function candidateOf(role: 'leader' | 'otherLeader', project: number) {
    const res = await as(role)<Candidate>(
      'GET',
      `${T}/tender-candidates/${project}/tender-candidate/`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** A project in tender: both agencies invited and accepted, the demo agency's proposal submitted. */
  async function inTender({ proposal = true } = {}) {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    for (const role of ['leader', 'otherLeader'] as const)
      expect((await answer(role, invitation(role).id, { status: 'accepted' })).status).toBe(200);
    const tender = await openTender(project);
    const mine = await candidateOf('leader', project);
    const theirs = await candidateOf('otherLeader', project);
    if (proposal) {
      const sent = await as('leader')('PATCH', `${T}/tender-candidates/${mine.id}/`, {
        price: 1_200_000,
        timeline_days: 45,
        approach: 'Снимем в трёх пекарнях за два дня.',
        submit: true,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    return { project, tender, mine, theirs, invitation };
  }

  /** The project's status as stored. */
  const projectStatus = async (id: number) =>
    (await app().db.db.select().from(projects).where(eq(projects.id, id)))[0]!.status;

  /** The notifications of `kind` about `project` that `role`'s user got. */
  async function notified(role: Role, kind: NotificationKind, project: number) {
    const rows = await app()
      .db.db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userIds[role]!),
          eq(notifications.kind, kind),
          sql`(${notifications.payload}->>'project_id')::int = ${project}`,
        ),
      );
    return rows;
  }

  /** Moves the process's clock by `ms` (a fake Date) and logs everyone in again at the new time. */
  async function later(ms: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
    await relogin();
  }
  async function backToNow() {
    vi.useRealTimers();
    await relogin();
  }
  async function relogin() {
    for (const actor of Object.values(world()))
      if (actor.session)
        actor.session = await login(app(), actor.session.email, actor.session.password);
  }

  return {
    ...base,
    agency,
    invited,
    answer,
    openTender,
    candidateOf,
    inTender,
    notified,
    projectStatus,
    later,
    backToNow,
    userIds: () => userIds,
  };
}
