import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import {
  notFound,
  permissionDenied,
  validationError,
  type FieldErrors,
} from '../../../http/errors';
import type { Principal } from '../../auth';
import { refreshProfiles } from '../profile-refresh';
import { publicationGuard } from './publication';

/** A unique index of a profile part and the field error that answers a duplicate racing past the check. */
export type Duplicate = readonly [constraint: string, field: string, message: string];

/**
 * One write to a part of the caller's agency profile: the part's checks and rows, the publication minimum
 * of a published agency, then the search document and the profile version (`refreshProfiles`), in one
 * transaction; a refusal anywhere changes nothing.
 */
export async function writeProfile<T>(
  db: Db,
  principal: Principal,
  write: (tx: Db, contractorId: number) => Promise<T>,
  duplicates: readonly Duplicate[] = [],
): Promise<T> {
  const contractorId = principal.contractor?.contractorId;
  if (contractorId === undefined) throw permissionDenied(); // the route's agency-right guard stops it first
  try {
    return await db.transaction(async (tx) => {
      // Locks the agency's row first: one agency's writes run one at a time, so a plan's limit counts exactly.
      const published = await publicationGuard(tx, contractorId);
      const result = await write(tx, contractorId);
      await published.check();
      await refreshProfiles(tx, [contractorId]);
      return result;
    });
  } catch (error) {
    for (const [constraint, field, message] of duplicates)
      if (isUniqueViolation(error, constraint)) throw validationError({ [field]: [message] });
    throw error;
  }
}

/** A profile table: its id and its agency columns. */
export interface OwnedTable {
  table: PgTable;
  id: PgColumn;
  contractorId: PgColumn;
}

/** The row `id` of the caller's agency, or a 404: another agency's row is not revealed. */
export async function assertOwned(
  tx: Db,
  { table, id: idColumn, contractorId: contractorColumn }: OwnedTable,
  id: number,
  contractorId: number,
): Promise<void> {
  const [row] = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), eq(contractorColumn, contractorId)));
  if (!row) throw notFound();
}

export const addError = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
