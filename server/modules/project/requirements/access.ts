import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REQUIREMENTS_MESSAGES } from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { projects, requirements } from '../../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../../http/errors';
import { missingPk } from '../../../http/references';
import type { Principal } from '../../auth';
import { bumpRequirementsVersion } from './version';

// Who may change a project's requirements (the project's company's people, while the project is not
// closed), and the transaction every change runs in.

/** The requirements row a change is about, locked for the change. */
export interface Target {
  requirementId: number;
  projectId: number;
}

/** A unique index of a requirement part and the field error that answers a duplicate racing past the check. */
export type Duplicate = readonly [constraint: string, field: string, message: string];

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
  if (target.status === 'closed')
    throw validationError({ non_field_errors: [REQUIREMENTS_MESSAGES.closedProject] });
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

/** A part of some requirements: its table, id and requirements columns (and a filter, e.g. its kind). */
export interface PartTable {
  table: PgTable;
  id: PgColumn;
  requirementId: PgColumn;
  where?: ReturnType<typeof eq>;
}

/** The requirements of the part at the path (`{id}`), the caller's company's only, else a 404. */
export async function requirementOfPart(
  tx: Db,
  principal: Principal,
  part: PartTable,
  id: number,
): Promise<Target> {
  const [row] = await tx
    .select({ requirementId: part.requirementId })
    .from(part.table)
    .where(and(eq(part.id, id), part.where));
  if (!row) throw notFound();
  return requirementAtPath(tx, principal, row.requirementId as number);
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
    for (const [constraint, field, message] of duplicates)
      if (isUniqueViolation(error, constraint)) throw validationError({ [field]: [message] });
    throw error;
  }
}

export const addError = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
