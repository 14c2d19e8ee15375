import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { ClientTenders } from '../../../contract/tender';
import type { Db } from '../../db/client';
import { invitations, projectClosings, projects, tenderQuestions, tenders } from '../../db/schema';

// How a client company runs its tenders here, as the agencies it invites read it: the tenders it opened, the
// share of those finished that ended with a winner chosen here and the share it cancelled, the median days
// from its first invitation to the decision, and the median hours it took to answer an invitee's question.
// Counted over the company's projects whose tender was opened (`tenders`); medians by percentile_cont.

const SECONDS_IN_DAY = 86_400;
const SECONDS_IN_HOUR = 3_600;

/** One decimal: «4,5 дня», «2,3 часа». */
const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The median of an interval in seconds (float8: a number on PGlite, a string on node-postgres). */
const medianSeconds = (interval: SQL) =>
  sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from ${interval})::float8)`.mapWith(
    Number,
  );

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export async function clientTendersOf(db: Db, companyId: number): Promise<ClientTenders> {
  const firstInvited = db
    .select({
      projectId: invitations.projectId,
      at: sql<Date>`min(${invitations.createdAt})`.as('first_invited_at'),
    })
    .from(invitations)
    .groupBy(invitations.projectId)
    .as('first_invited');
  const [[run], [asked]] = await Promise.all([
    db
      .select({
        tenders: count(),
        closed: count(projectClosings.kind),
        winners: countWhere(sql`${projectClosings.kind} = 'winner'`),
        cancelled: countWhere(sql`${projectClosings.kind} = 'cancelled'`),
        decision: medianSeconds(sql`${projectClosings.closedAt} - ${firstInvited.at}`),
      })
      .from(tenders)
      .innerJoin(projects, eq(projects.id, tenders.projectId))
      .leftJoin(projectClosings, eq(projectClosings.projectId, projects.id))
      .leftJoin(firstInvited, eq(firstInvited.projectId, projects.id))
      .where(eq(projects.companyId, companyId)),
    db
      .select({
        questions: count(),
        answered: count(tenderQuestions.answeredAt),
        answer: medianSeconds(sql`${tenderQuestions.answeredAt} - ${tenderQuestions.askedAt}`),
      })
      .from(tenderQuestions)
      .innerJoin(projects, eq(projects.id, tenderQuestions.projectId))
      .where(eq(projects.companyId, companyId)),
  ]);
  const closed = run!.closed;
  return {
    tenders: run!.tenders,
    closed,
    winner_share: closed === 0 ? null : run!.winners / closed,
    cancelled_share: closed === 0 ? null : run!.cancelled / closed,
    median_days_to_decision: tenth(run!.decision === null ? null : run!.decision / SECONDS_IN_DAY),
    questions: asked!.questions,
    questions_answered: asked!.answered,
    median_hours_to_answer: tenth(asked!.answer === null ? null : asked!.answer / SECONDS_IN_HOUR),
  };
}
