import { and, eq, sql } from 'drizzle-orm';
import { isTenderOver } from '../../../contract/project-rules';
import { TENDER_MESSAGES } from '../../../contract/tender';
import type { Db } from '../../db/client';
import { companies, companyAccounts, invitations, projects, users } from '../../db/schema';
import { notFound, permissionDenied, validationError } from '../../http/errors';
import type { Principal } from '../auth';

// Whose project and whose invitation: a client reaches only its company's projects, an agency only the
// projects it was invited to; anything else reads as absent (404).

export interface TenderProject {
  id: number;
  title: string;
  status: string;
  companyId: number;
  companyName: string;
}

const projectColumns = {
  id: projects.id,
  title: projects.title,
  status: projects.status,
  companyId: projects.companyId,
  companyName: companies.name,
};

/**
 * The caller's company's project; in a write's transaction `lock` holds its row until commit, so two
 * decisions on one project (two winners, a winner and a cancellation) run one after the other.
 */
export async function clientProject(
  db: Db,
  principal: Principal,
  projectId: number,
  { lock = false } = {},
): Promise<TenderProject> {
  const companyId = principal.company?.companyId;
  if (companyId === undefined) throw notFound(TENDER_MESSAGES.notYourProject);
  if (lock)
    await db.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  if (!row) throw notFound(TENDER_MESSAGES.notYourProject);
  return row;
}

export const projectById = async (db: Db, projectId: number): Promise<TenderProject> => {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId));
  if (!row) throw notFound(TENDER_MESSAGES.notYourProject);
  return row;
};

/** The tender's writes stop once it is over: closed, or a winner chosen here (the work goes on). */
export const assertNotClosed = (project: TenderProject) => {
  if (project.status === 'closed')
    throw validationError({ non_field_errors: [TENDER_MESSAGES.projectClosed] });
  if (isTenderOver(project.status))
    throw validationError({ non_field_errors: [TENDER_MESSAGES.tenderOver] });
};

/** The caller's agency id; someone outside any agency may not act for one. */
export function ownAgency(principal: Principal): number {
  const id = principal.contractor?.contractorId;
  if (id === undefined) throw permissionDenied();
  return id;
}

/** The agency's invitation to the project, or 404: an agency sees only projects it was invited to. */
export async function agencyInvitation(db: Db, contractorId: number, projectId: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.contractorId, contractorId)));
  if (!row) throw notFound(TENDER_MESSAGES.notYourProject);
  return row;
}

/** The active people of a client company: who is told what agencies do on its projects. */
export async function companyPeople(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(companyAccounts)
    .innerJoin(users, eq(users.id, companyAccounts.userId))
    .where(and(eq(companyAccounts.companyId, companyId), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}
