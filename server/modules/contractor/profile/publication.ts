import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { profileCompleteness } from '../../../../contract/profile-completeness';
import type { Db } from '../../../db/client';
import { validationError } from '../../../http/errors';
import {
  contractors,
  contractorClientHistories,
  contractorLanguages,
  industryContractors,
  locationContractors,
  serviceContractors,
} from '../../../db/schema';

type ContractorRow = typeof contractors.$inferSelect;

const idsOf = (tx: Db, table: PgTable, id: PgColumn, contractorId: PgColumn, agency: number) =>
  tx.select({ id }).from(table).where(eq(contractorId, agency));

/**
 * What keeps the agency (as `row` now stands, inside the writing transaction) out of the catalogue: the
 * texts of the publication minimum it misses, empty when it may be published.
 */
export async function publicationBlockers(tx: Db, row: ContractorRow): Promise<string[]> {
  const agency = row.id;
  const services = await tx
    .select({ service_range: serviceContractors.serviceRangeId })
    .from(serviceContractors)
    .where(eq(serviceContractors.contractorId, agency));
  const completeness = profileCompleteness({
    description: row.description,
    website: row.website,
    founded_year: row.foundedYear,
    staff_count: row.staffCount,
    services,
    industries: await idsOf(
      tx,
      industryContractors,
      industryContractors.id,
      industryContractors.contractorId,
      agency,
    ),
    locations: await idsOf(
      tx,
      locationContractors,
      locationContractors.id,
      locationContractors.contractorId,
      agency,
    ),
    languages: await idsOf(
      tx,
      contractorLanguages,
      contractorLanguages.id,
      contractorLanguages.contractorId,
      agency,
    ),
    client_histories: await idsOf(
      tx,
      contractorClientHistories,
      contractorClientHistories.id,
      contractorClientHistories.contractorId,
      agency,
    ),
    // Neither is part of the publication minimum, the only thing read here.
    cases: [],
    logo: null,
  });
  return completeness.publish_blockers.map((item) => item.text);
}

/**
 * A published agency stays above the minimum: taken before a change and checked after it, inside its
 * transaction, a change that leaves the agency missing a part it had (the last place of work removed, the
 * description cleared…) is refused and nothing of it is kept. Hiding the agency is the leader's decision
 * (`publishProfile`), never a side effect of a manager's edit; an agency already missing a part (older data)
 * may still change everything else.
 */
export async function publicationGuard(tx: Db, contractorId: number) {
  const blockersNow = async (lock: boolean) => {
    const query = tx.select().from(contractors).where(eq(contractors.id, contractorId));
    // The agency's row is the lock: two edits removing its last two places cannot both pass.
    const [row] = lock ? await query.for('update') : await query;
    return row?.isPublished ? publicationBlockers(tx, row) : [];
  };
  const before = new Set(await blockersNow(true));
  return {
    async check(field = 'non_field_errors') {
      const lost = (await blockersNow(false)).filter((text) => !before.has(text));
      if (lost.length > 0)
        throw validationError({ [field]: [PROFILE_MESSAGES.keepsPublishable, ...lost] });
    },
  };
}
