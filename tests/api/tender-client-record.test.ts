import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClientTenders, InboxProject, InvitationsCreated } from '../../contract/tender';
import {
  invitations,
  projectClosings,
  projects,
  tenderQuestions,
  tenders,
} from '../../server/db/schema';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';

// The client's record as an invited agency reads it on the inbox project: how many tenders the company ran
// here, the shares of those finished with a winner and cancelled, the median days from the first invitation
// to the decision, and the median hours to answer a question. Known rows of a company with no history.

const t = useTenderApp();
const { app, as, fresh } = t;

const T0 = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A project of the other client's company (a clean history) with the demo agency invited through the API. */
async function invitedProject() {
  const { project } = await fresh({}, 'otherClient');
  const res = await as('otherClient')<InvitationsCreated>(
    'POST',
    `${T}/invitations/create-invitations/`,
    { project: project.id, contractors: [t.agency('leader')] },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return project.id;
}

async function recordOf(project: number): Promise<ClientTenders> {
  const res = await as('leader')<InboxProject>('GET', `${T}/projects-by-invitation/${project}/`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.client_tenders!;
}

/** A past project of the company: two agencies invited from T0, its tender, and how it closed, if it did. */
async function pastTender(closing: { kind: 'winner' | 'cancelled'; after: number } | null) {
  const { project } = await fresh({}, 'otherClient');
  const db = app().db.db;
  const contractorId = t.agency('leader');
  await db.insert(invitations).values([
    { projectId: project.id, contractorId, createdAt: T0, expiresAt: at(7 * DAY) },
    {
      projectId: project.id,
      contractorId: t.agency('otherLeader'),
      createdAt: at(HOUR),
      expiresAt: at(7 * DAY),
    },
  ]);
  await db.insert(tenders).values({
    projectId: project.id,
    deadline: at(10 * DAY),
    initialDeadline: at(10 * DAY),
    openedAt: at(DAY),
  });
  if (closing) {
    await db.insert(projectClosings).values({
      projectId: project.id,
      kind: closing.kind,
      contractorId: closing.kind === 'winner' ? contractorId : null,
      reason: 'Итог',
      closedAt: at(closing.after),
    });
    await db.update(projects).set({ status: 'closed' }).where(eq(projects.id, project.id));
  }
  return project.id;
}

const question = (project: number, answeredAfter: number | null) => ({
  projectId: project,
  contractorId: t.agency('leader'),
  text: 'Какой бюджет на продакшн?',
  askedAt: at(2 * DAY),
  ...(answeredAfter !== null && {
    answer: 'До миллиона.',
    answeredAt: at(2 * DAY + answeredAfter),
  }),
});

describe('the client’s record on the inbox project', () => {
  it('a company with no tenders yet: zeros and no data', async () => {
    const project = await invitedProject();
    expect(await recordOf(project)).toEqual({
      tenders: 0,
      closed: 0,
      winner_share: null,
      cancelled_share: null,
      median_days_to_decision: null,
      questions: 0,
      questions_answered: 0,
      median_hours_to_answer: null,
    });
  });

  it('counts its tenders, the shares of the finished, and the medians', async () => {
    const won = await pastTender({ kind: 'winner', after: 2 * DAY });
    await pastTender({ kind: 'cancelled', after: 6 * DAY });
    const alsoWon = await pastTender({ kind: 'winner', after: 4.5 * DAY });
    const open = await pastTender(null);
    // A project closed before any tender is not a tender.
    const { project: noTender } = await fresh({}, 'otherClient');
    await app()
      .db.db.insert(projectClosings)
      .values({
        projectId: noTender.id,
        kind: 'cancelled',
        reason: 'Передумали',
        closedAt: at(DAY),
      });
    await app()
      .db.db.insert(tenderQuestions)
      .values([
        question(won, 2 * HOUR),
        question(won, 5 * HOUR),
        question(alsoWon, 30 * HOUR),
        question(open, null),
      ]);
    const project = await invitedProject();
    expect(await recordOf(project)).toEqual({
      tenders: 4,
      closed: 3,
      winner_share: 2 / 3,
      cancelled_share: 1 / 3,
      // 2, 4.5 and 6 days from the first invitation to the closing
      median_days_to_decision: 4.5,
      questions: 4,
      questions_answered: 3,
      // 2, 5 and 30 hours
      median_hours_to_answer: 5,
    });
  });
});
