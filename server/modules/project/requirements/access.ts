import { and, eq } from 'drizzle-orm';
import { isTenderOver } from '../../../../contract/project-rules';
import { REQUIREMENTS_MESSAGES } from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { projects, requirements } from '../../../db/schema';
import {
  rethrowDuplicate,
  type AnyChildList,
  type ReferenceList,
  type Duplicate,
} from '../../../http/child-list';
import { notFound, validationError } from '../../../http/errors';
import { missingPk } from '../../../http/references';
import type { Principal } from '../../auth';
import { bumpRequirementsVersion } from './version';

// Who may change a project's requirements (the project's company's people, while its tender is not over),
// and the transaction every change runs in.

/** Requirements stop changing with the tender: closed, or a winner chosen here (in work, accepted). */
export function refuseAfterTender(status: string): void {
  if (status === 'closed')
    throw validationError({ non_field_errors: [REQUIREMENTS_MESSAGES.closedProject] });
  if (isTenderOver(status))
    throw validationError({ non_field_errors: [REQUIREMENTS_MESSAGES.workStarted] });
}

/** The requirements row a change is about, locked for the change. */
export interface Target {
  requirementId: number;
  projectId: number;
}

async function lockRequirement(
  tx: Db,
  principal: Principal,
  requirementId: number,
): Promise<(Target & { status: string }) | undefined> {
  const companyId = principal.company?.companyId;
  if (companyId === undefined) return undefined;
  const [row] = await tx
    .select({ requirementId: requirements.id, projectId: projects.id, status: projects.status })
    .from(requirements)
    .innerJoin(projects, eq(projects.id, requirements.projectId))
    .where(and(eq(requirements.id, requirementId), eq(projects.companyId, companyId)))
    .for('update');
  return row;
}

const open = (target: Target & { status: string }): Target => {
  refuseAfterTender(target.status);
  return { requirementId: target.requirementId, projectId: target.projectId };
};

/** The requirements a body names (`requirement`): another company's read as absent (a field error). */
export async function requirementOfBody(
  tx: Db,
  principal: Principal,
  requirementId: number,
): Promise<Target> {
  const target = await lockRequirement(tx, principal, requirementId);
  if (!target) throw validationError({ requirement: [missingPk(requirementId)] });
  return open(target);
}

/** The requirements row at the path: another company's is a 404. */
export async function requirementAtPath(
  tx: Db,
  principal: Principal,
  requirementId: number,
): Promise<Target> {
  const target = await lockRequirement(tx, principal, requirementId);
  if (!target) throw notFound();
  return open(target);
}

/** The requirements of the row at the path (`{id}`) of one of their lists, the caller's company's only, else a 404. */
export async function requirementOfPart(
  tx: Db,
  principal: Principal,
  list: AnyChildList,
  id: number,
): Promise<Target> {
  const requirementId = await list.parentOf(tx, id);
  if (requirementId === undefined) throw notFound();
  return requirementAtPath(tx, principal, requirementId);
}

/**
 * One change of a project's requirements, in one transaction: `write` returns its answer and whether it
 * changed anything; a real change grows the project's requirements version. A refusal changes nothing.
 */
export async function changeRequirements<T>(
  db: Db,
  locate: (tx: Db) => Promise<Target>,
  write: (tx: Db, target: Target) => Promise<{ result: T; changed: boolean }>,
  duplicates: readonly Duplicate[] = [],
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const target = await locate(tx);
      const { result, changed } = await write(tx, target);
      if (changed) await bumpRequirementsVersion(tx, target.projectId);
      return result;
    });
  } catch (error) {
    rethrowDuplicate(error, duplicates);
  }
}

/** Adds a row to a list of the requirements the body names (`add` answers it): always a new version. */
export const addToRequirements = <T>(
  db: Db,
  principal: Principal,
  requirementId: number,
  duplicates: readonly Duplicate[],
  add: (tx: Db, requirementId: number) => Promise<T>,
): Promise<T> =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, requirementId),
    async (tx, target) => ({ result: await add(tx, target.requirementId), changed: true }),
    duplicates,
  );

/** Adds a row naming `id` to a list of one reference (industries, languages) of the requirements. */
export const addReferenceToRequirements = <Row>(
  db: Db,
  principal: Principal,
  requirementId: number,
  list: ReferenceList<Row>,
  id: number,
): Promise<Row> =>
  addToRequirements(db, principal, requirementId, [list.taken], (tx, parentId) =>
    list.addReference(tx, parentId, id),
  );

/** Changes the row `id` of a list of the requirements; `change` answers it and whether it changed. */
export const changeInRequirements = <T>(
  db: Db,
  principal: Principal,
  list: AnyChildList,
  id: number,
  change: (tx: Db, requirementId: number) => Promise<{ result: T; changed: boolean }>,
): Promise<T> =>
  changeRequirements(
    db,
    (tx) => requirementOfPart(tx, principal, list, id),
    (tx, target) => change(tx, target.requirementId),
    [list.taken],
  );

/** Removes the row `id` of a list of the requirements: a new version. */
export const removeFromRequirements =
  (list: AnyChildList) =>
  (db: Db, principal: Principal, id: number): Promise<void> =>
    changeRequirements(
      db,
      (tx) => requirementOfPart(tx, principal, list, id),
      async (tx) => {
        await list.delete(tx, id);
        return { result: undefined, changed: true };
      },
    );
