import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClosingKind } from '../../../contract/tender-rules';
import {
  contractors,
  invitations,
  projectClosings,
  projects,
  tenderCandidates,
  tenders,
} from '../../../server/db/schema';
import { agencyRequest, call, lastMail, login, STRONG_PASSWORD } from './accounts';

// Projects that went through a tender, written straight into the tables: the review tests need projects
// with winners, their work accepted (`completed`) or not yet (`in_work`), without depending on the tender
// routes.

const CLOSED_DEADLINE = new Date('2026-02-20T12:00:00Z');

export interface TenderSetup {
  companyId: number;
  /** Agencies that accepted and became candidates; the winner is one of them. */
  candidates: number[];
  /** Agencies invited that never took part. */
  invitedOnly?: number[];
  /** How it closed; null: still in tender. */
  closing: { kind: ClosingKind; winner?: number; thirdPartyName?: string } | null;
  /** A winner chosen here: the client accepted the work (default) or it is still in work. */
  work?: 'in_work' | 'completed';
  title?: string;
}

const statusOf = (setup: TenderSetup) =>
  !setup.closing
    ? 'tender'
    : setup.closing.kind === 'winner'
      ? (setup.work ?? 'completed')
      : 'closed';

let sequence = 0;

/** A project of `companyId` with its invitations, tender and candidates, closed as asked. Its id. */
export async function projectWithTender(app: FastifyInstance, setup: TenderSetup): Promise<number> {
  const db = app.db.db;
  const expiresAt = new Date('2026-03-01T00:00:00Z');
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        companyId: setup.companyId,
        title: setup.title ?? `Тендер №${++sequence}`,
        status: statusOf(setup),
      })
      .returning({ id: projects.id });
    const projectId = project!.id;
    const [tender] = await tx
      .insert(tenders)
      .values({ projectId, deadline: CLOSED_DEADLINE, initialDeadline: CLOSED_DEADLINE })
      .returning({ id: tenders.id });
    for (const contractorId of setup.invitedOnly ?? [])
      await tx
        .insert(invitations)
        .values({ projectId, contractorId, status: 'declined', expiresAt });
    for (const contractorId of setup.candidates) {
      const [invitation] = await tx
        .insert(invitations)
        .values({ projectId, contractorId, status: 'accepted', expiresAt })
        .returning({ id: invitations.id });
      const won = setup.closing?.kind === 'winner' && setup.closing.winner === contractorId;
      await tx.insert(tenderCandidates).values({
        tenderId: tender!.id,
        invitationId: invitation!.id,
        contractorId,
        status: won ? 'winner' : setup.closing ? 'rejected' : 'participant',
      });
    }
    if (setup.closing)
      await tx.insert(projectClosings).values({
        projectId,
        kind: setup.closing.kind,
        contractorId: setup.closing.kind === 'winner' ? setup.closing.winner! : null,
        thirdPartyName: setup.closing.thirdPartyName ?? null,
      });
    return projectId;
  });
}

/**
 * A project of `companyId` won here by `winner`, with `others` as the candidates not chosen; its work
 * accepted unless `work` is `in_work`.
 */
export const wonProject = (
  app: FastifyInstance,
  companyId: number,
  winner: number,
  others: number[] = [],
  work: 'in_work' | 'completed' = 'completed',
) =>
  projectWithTender(app, {
    companyId,
    candidates: [winner, ...others],
    closing: { kind: 'winner', winner },
    work,
  });

/** A new agency with its leader logged in, published straight in its row (its profile is not the point). */
export async function publishedAgency(
  app: FastifyInstance,
): Promise<{ token: string; contractorId: number }> {
  const body = await agencyRequest(app);
  const res = await call(app, 'POST', '/contractor/api/v1/register-agency/', { body });
  if (res.status !== 201) throw new Error(`register-agency: ${JSON.stringify(res.body)}`);
  const { uid, token } = await lastMail(app, body.email);
  await call(app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
  const session = await login(app, body.email, STRONG_PASSWORD);
  const mine = await call<{ contractor: { id: number } }>(
    app,
    'GET',
    '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
    { token: session.access },
  );
  const contractorId = mine.body.contractor.id;
  await app.db.db
    .update(contractors)
    .set({ isPublished: true })
    .where(eq(contractors.id, contractorId));
  return { token: session.access, contractorId };
}
