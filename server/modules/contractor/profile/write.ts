import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  rethrowDuplicate,
  type AnyChildList,
  type ReferenceList,
  type Duplicate,
} from '../../../http/child-list';
import { notFound, permissionDenied } from '../../../http/errors';
import type { Principal } from '../../auth';
import { refreshProfiles } from '../profile-refresh';
import { publicationGuard } from './publication';

export { addError, throwIfAny } from '../../../http/errors';

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
    rethrowDuplicate(error, duplicates);
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

/** The list's row `id` is the caller's agency's, or a 404: another agency's row is not revealed. */
export async function assertListed(tx: Db, list: AnyChildList, id: number, contractorId: number) {
  if ((await list.parentOf(tx, id)) !== contractorId) throw notFound();
}

/** Removes the row `id` of a list of the caller's agency's profile. */
export const removeFromProfile =
  (list: AnyChildList) =>
  (db: Db, principal: Principal, id: number): Promise<void> =>
    writeProfile(db, principal, async (tx, contractorId) => {
      await assertListed(tx, list, id, contractorId);
      await list.delete(tx, id);
    });

/** Adds a row naming `id` to a list of one reference (industries, languages) of the agency's profile. */
export const addReferenceToProfile = <Row>(
  db: Db,
  principal: Principal,
  list: ReferenceList<Row>,
  id: number,
): Promise<Row> =>
  writeProfile(db, principal, (tx, contractorId) => list.addReference(tx, contractorId, id), [
    list.taken,
  ]);
