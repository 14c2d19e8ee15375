import { and, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../contract/review';
import type { Db } from '../../db/client';
import { invitations, projectClosings, projects } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { Principal } from '../auth';

// Who the two parties of a project are: its client company and, once a winner was chosen here, that agency.
// Every project review is checked against them, and a review of the work waits for the client to accept it
// (`completed`): a review is verified by construction.

export interface ProjectParties {
  id: number;
  title: string;
  companyId: number;
  /** The agency chosen here; null while open, cancelled or won outside the platform. */
  winnerId: number | null;
  /** The tender is over: a winner chosen (here or elsewhere) or cancelled. */
  closed: boolean;
  /** The client accepted the winner's work. */
  completed: boolean;
}

export async function projectParties(
  db: Db,
  projectId: number,
): Promise<ProjectParties | undefined> {
  const [row] = await db
    .select({
      id: projects.id,
      title: projects.title,
      companyId: projects.companyId,
      status: projects.status,
      kind: projectClosings.kind,
      contractorId: projectClosings.contractorId,
    })
    .from(projects)
    .leftJoin(projectClosings, eq(projectClosings.projectId, projects.id))
    .where(eq(projects.id, projectId));
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    // A third-party winner is not on the platform: only a winner chosen here is a party to review.
    winnerId: row.kind === 'winner' ? row.contractorId : null,
    closed: row.kind !== null,
    // `closed` with a winner here: closed before `in_work` existed, when the winner's choice ended it all.
    completed: row.status === 'completed' || (row.status === 'closed' && row.kind === 'winner'),
  };
}

const refused = (field: string, message: string) => validationError({ [field]: [message] });

/** The caller's company's project whose work, by a winner chosen here, it accepted; else the 400 why. */
export async function clientsCompletedProject(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<ProjectParties & { winnerId: number }> {
  const companyId = principal.company?.companyId;
  if (companyId === undefined) throw refused('non_field_errors', REVIEW_MESSAGES.noCompany);
  const parties = await projectParties(db, projectId);
  // Another company's project reads as one the caller is no party to, whether it exists or not.
  if (!parties || parties.companyId !== companyId)
    throw refused('project', REVIEW_MESSAGES.notParties);
  // Cancelled, or won outside the platform: there is no agency here to review.
  if (parties.closed && parties.winnerId === null)
    throw refused('project', REVIEW_MESSAGES.notParties);
  if (!parties.completed || parties.winnerId === null)
    throw refused('project', REVIEW_MESSAGES.workNotAccepted);
  return { ...parties, winnerId: parties.winnerId };
}

/** The project the caller's agency won here, its work accepted by the client; else the 400 saying why. */
export async function agencysCompletedProject(
  db: Db,
  contractorId: number,
  projectId: number,
): Promise<ProjectParties> {
  const parties = await projectParties(db, projectId);
  if (parties && parties.winnerId === contractorId) {
    if (!parties.completed) throw refused('project', REVIEW_MESSAGES.workNotAcceptedAgency);
    return parties;
  }
  // «not yet» only to an agency invited to a tender still going on: anyone else learns nothing of the project.
  if (parties && !parties.closed && (await wasInvited(db, contractorId, projectId)))
    throw refused('project', REVIEW_MESSAGES.workNotAcceptedAgency);
  throw refused('project', REVIEW_MESSAGES.notParties);
}

const wasInvited = async (db: Db, contractorId: number, projectId: number) =>
  (
    await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.projectId, projectId), eq(invitations.contractorId, contractorId)))
      .limit(1)
  ).length > 0;

/** A project review may be read by its client company's people and the winner agency's people. */
export function isParty(principal: Principal, parties: ProjectParties): boolean {
  return (
    principal.company?.companyId === parties.companyId ||
    (parties.winnerId !== null && principal.contractor?.contractorId === parties.winnerId)
  );
}

/** Averages of 1–5 scores as answers show them: two decimals, null without any. */
export const average = (value: string | number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 100) / 100;
