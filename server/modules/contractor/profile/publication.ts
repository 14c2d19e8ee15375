import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { profileCompleteness } from '../../../../contract/profile-completeness';
import type { Db } from '../../../db/client';
import type { contractors } from '../../../db/schema';
import {
  cases,
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
    cases: await idsOf(tx, cases, cases.id, cases.contractorId, agency),
  });
  return completeness.publish_blockers.map((item) => item.text);
}
