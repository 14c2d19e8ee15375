import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractors } from '../../db/schema';

/**
 * After any write to an agency's profile (its fields, services, cases…), in the same transaction: rebuilds
 * the catalogue's search document (name, description, services with their texts, cases) and bumps the
 * profile version, so a stored ranking made from the old profile is known to be stale.
 */
export async function refreshProfiles(db: Db, contractorIds: readonly number[]): Promise<void> {
  if (contractorIds.length === 0) return;
  await db
    .update(contractors)
    .set({
      profileVersion: sql`${contractors.profileVersion} + 1`,
      updatedAt: sql`now()`,
      searchDocument: sql`concat_ws(' ',
        ${contractors.name},
        ${contractors.description},
        (select string_agg(concat_ws(' ', s.name, sc.description), ' ')
           from service_contractors sc join services s on s.id = sc.service_id
          where sc.contractor_id = ${contractors.id}),
        (select string_agg(concat_ws(' ', c.title, c.text, c.results, c.client_name), ' ')
           from cases c where c.contractor_id = ${contractors.id}))`,
    })
    .where(inArray(contractors.id, [...contractorIds]));
}
