import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { PROJECT_MESSAGES, type Project, type ProjectStatus } from '../../../contract/project';
import type { Db } from '../../db/client';
import { companies, projectClosings, projects } from '../../db/schema';
import { HttpError, notFound, validationError } from '../../http/errors';
import { endpoint, typed } from '../../http/route-kit';
import { notify } from '../../realtime';
import { agencyMembersWith, caller, requireAuth, type Principal } from '../auth';
import { record } from '../tender';
import { ownProject } from './projects.service';

// The client accepts the work of the agency it chose here: `in_work` → `completed`. Until then neither side
// reviews the other's work (modules/review/parties.ts), so a verified review follows a finished job.

/**
 * POST projects/{id}/complete/: the project's company's people only (another company's project: 404; someone
 * of an agency: 403 naming who may). One transaction, the project's row locked first; the winner agency is
 * told and the protocol records it.
 */
export async function completeWork(
  db: Db,
  principal: Principal,
  id: number,
  now: Date,
): Promise<Project> {
  if (principal.typeAccount.name !== 'client')
    throw new HttpError(403, { detail: PROJECT_MESSAGES.completeWho });
  const companyId = principal.company?.companyId;
  if (companyId === undefined) throw notFound();
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, title: projects.title, status: projects.status })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.companyId, companyId)))
      .for('update');
    if (!project) throw notFound();
    if (project.status !== 'in_work')
      throw validationError({
        non_field_errors: [PROJECT_MESSAGES.notInWork(project.status as ProjectStatus)],
      });
    // `in_work` is written only with a winner chosen here (tender/closing.ts).
    const [closing] = await tx
      .select({ winner: projectClosings.contractorId, company: companies.name })
      .from(projectClosings)
      .innerJoin(companies, eq(companies.id, companyId))
      .where(and(eq(projectClosings.projectId, id), eq(projectClosings.kind, 'winner')));
    const winner = closing!.winner!;
    await tx
      .update(projects)
      .set({ status: 'completed', updatedAt: now })
      .where(eq(projects.id, id));
    await notify(tx, {
      kind: 'work_accepted',
      recipients: await agencyMembersWith(tx, winner, 'view'),
      params: { project_id: id, project: project.title, company: closing!.company },
      at: now,
    });
    await record(tx, {
      projectId: id,
      kind: 'work_accepted',
      at: now,
      side: 'client',
      userId: principal.id,
      contractorId: winner,
      isPublic: false,
    });
    return ownProject(tx, principal, id);
  });
}

export function projectCompleteRoutes(app: FastifyInstance): void {
  const r = typed(app);
  r.route({
    ...endpoint(app, API.project.projectComplete),
    // Any logged-in user: the service names who may (the client's people), rather than a bare 403.
    preHandler: requireAuth,
    handler: (request) => completeWork(app.db.db, caller(request), request.params.id, app.clock()),
  });
}
