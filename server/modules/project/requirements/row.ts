import { and, eq } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type RequirementsCreate,
  type RequirementsPatch,
  type RequirementsRow,
  type RequirementsStaffSet,
} from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { projects, requirements } from '../../../db/schema';
import { validationError } from '../../../http/errors';
import { missingPk } from '../../../http/references';
import type { Principal } from '../../auth';
import {
  changeRequirements,
  refuseAfterTender,
  requirementAtPath,
  requirementOfBody,
} from './access';

// The requirements row itself: one per project, with the client's comment and the smallest team.

const rowColumns = {
  id: requirements.id,
  project: requirements.projectId,
  comment: requirements.comment,
  min_staff: requirements.minStaff,
};

const rowById = async (tx: Db, id: number): Promise<RequirementsRow> =>
  (await tx.select(rowColumns).from(requirements).where(eq(requirements.id, id)))[0]!;

/**
 * The requirements of the caller's company's project; a second row for a project is refused. Empty, it asks
 * nothing yet: the version stays.
 */
export async function createRequirements(
  db: Db,
  principal: Principal,
  body: RequirementsCreate,
): Promise<RequirementsRow> {
  const taken = () => validationError({ project: [REQUIREMENTS_MESSAGES.projectHasRequirements] });
  try {
    return await db.transaction(async (tx) => {
      const companyId = principal.company?.companyId ?? 0;
      const [project] = await tx
        .select({ id: projects.id, status: projects.status })
        .from(projects)
        .where(and(eq(projects.id, body.project), eq(projects.companyId, companyId)))
        .for('update');
      if (!project) throw validationError({ project: [missingPk(body.project)] });
      refuseAfterTender(project.status);
      const [existing] = await tx
        .select({ id: requirements.id })
        .from(requirements)
        .where(eq(requirements.projectId, project.id));
      if (existing) throw taken();
      const [row] = await tx
        .insert(requirements)
        .values({ projectId: project.id, comment: body.comment ?? '' })
        .returning({ id: requirements.id });
      return rowById(tx, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'requirements_project_id_unique')) throw taken();
    throw error;
  }
}

/** The comment does not change the ranking's input: the version stays. */
export const changeRequirementsRow = (
  db: Db,
  principal: Principal,
  id: number,
  body: RequirementsPatch,
) =>
  changeRequirements(
    db,
    (tx) => requirementAtPath(tx, principal, id),
    async (tx) => {
      if (body.comment !== undefined)
        await tx.update(requirements).set({ comment: body.comment }).where(eq(requirements.id, id));
      return { result: await rowById(tx, id), changed: false };
    },
  );

export const setMinStaff = (db: Db, principal: Principal, body: RequirementsStaffSet) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const before = await rowById(tx, requirementId);
      const changed = before.min_staff !== body.min_staff;
      if (changed)
        await tx
          .update(requirements)
          .set({ minStaff: body.min_staff })
          .where(eq(requirements.id, requirementId));
      return { result: await rowById(tx, requirementId), changed };
    },
  );
