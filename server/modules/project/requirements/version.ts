import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { projects } from '../../../db/schema';

/** One more change of what the ranking reads: a ranking stored for the older version is stale. */
export async function bumpRequirementsVersion(tx: Db, projectId: number): Promise<void> {
  await tx
    .update(projects)
    .set({ requirementsVersion: sql`${projects.requirementsVersion} + 1`, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}
