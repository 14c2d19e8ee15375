import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshProfileRows } from '../../db/profile-columns';
import { contractors } from '../../db/schema';

/**
 * After any write to an agency's profile (its fields, services, industries, locations, languages, cases…),
 * in the same transaction: rebuilds the catalogue's search document and filter keys (name, description,
 * services with their texts, cases; the ids the catalogue filters by) and bumps the profile version, so a
 * stored ranking made from the old profile is known to be stale.
 */
export async function refreshProfiles(db: Db, contractorIds: readonly number[]): Promise<void> {
  if (contractorIds.length === 0) return;
  await refreshProfileRows(db, inArray(contractors.id, [...contractorIds]));
}
