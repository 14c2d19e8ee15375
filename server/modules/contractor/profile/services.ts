import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type {
  ServiceContractor,
  ServiceContractorCreate,
  ServiceContractorPatch,
} from '../../../../contract/profile';
import type { ServiceCase, ServiceCaseCreate } from '../../../../contract/cases';
import type { Db } from '../../../db/client';
import { serviceRefs } from '../../../db/catalogue-refs';
import { cases, serviceCases, serviceContractors } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import { addError, notFound, throwIfAny, type FieldErrors } from '../../../http/errors';
import type { Principal } from '../../auth';
import { enforcePlanLimit } from '../../plans';
import { assertListed, removeFromProfile, writeProfile } from './write';

// The services an agency offers, each with its price band, its text and the agency's cases linked to it.

export const profileServices = new ChildList({
  table: serviceContractors,
  parent: { contractor: serviceContractors.contractorId },
  refs: serviceRefs(serviceContractors),
  fields: { description: serviceContractors.description },
  taken: ['service_contractors_uq', 'service', PROFILE_MESSAGES.serviceTaken],
});

const RANGE_ELSEWHERE = PROFILE_MESSAGES.rangeOfAnotherService;

/** Each service with the ids of the agency's cases linked to it. */
async function withCases<Row extends { id: number }>(db: Db, rows: Row[]) {
  if (rows.length === 0) return [];
  const links = await db
    .select({ service: serviceCases.serviceContractorId, case: serviceCases.caseId })
    .from(serviceCases)
    .where(
      inArray(
        serviceCases.serviceContractorId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(serviceCases.caseId));
  return rows.map((row) => ({
    ...row,
    cases: links.filter((l) => l.service === row.id).map((l) => l.case),
  }));
}

/** The agency's services with their ranges and case ids, in the catalogue's order of services. */
export const servicesOf = async (db: Db, contractorId: number): Promise<ServiceContractor[]> =>
  withCases(db, await profileServices.rows(db, contractorId));

const serviceById = async (tx: Db, contractorId: number, id: number): Promise<ServiceContractor> =>
  (await withCases(tx, [await profileServices.row(tx, contractorId, id)]))[0]!;

/** Adds a service within the plan's limit (the agency's row, locked by writeProfile, serialises additions). */
export const addService = (
  db: Db,
  principal: Principal,
  body: ServiceContractorCreate,
  now: Date,
) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId) => {
      const named = { service: body.service, service_range: body.service_range };
      await profileServices.checkWholeWithPart(tx, contractorId, named, RANGE_ELSEWHERE);
      await enforcePlanLimit(tx, contractorId, 'services', now);
      const description = body.description ?? '';
      const { id } = await profileServices.insert(tx, contractorId, named, { description });
      return serviceById(tx, contractorId, id);
    },
    [profileServices.taken],
  );

export const changeService = (
  db: Db,
  principal: Principal,
  id: number,
  body: ServiceContractorPatch,
) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertListed(tx, profileServices, id, contractorId);
    if (body.service_range !== undefined)
      await profileServices.checkPartChange(tx, id, body.service_range, RANGE_ELSEWHERE);
    const { service_range, description } = body;
    await profileServices.update(tx, id, { service_range }, { description });
    return serviceById(tx, contractorId, id);
  });

/** Removes the service and its case links (the cases stay). */
export const removeService = removeFromProfile(profileServices);

// ---- service-cases ------------------------------------------------------------------------------------

/** Links a case to a service; both must be the caller's agency's (another's reads as absent). */
export const linkCase = (db: Db, principal: Principal, body: ServiceCaseCreate) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId): Promise<ServiceCase> => {
      const errors: FieldErrors = {};
      const [service] = await tx
        .select({ id: serviceContractors.id })
        .from(serviceContractors)
        .where(
          and(
            eq(serviceContractors.id, body.service_contractor),
            eq(serviceContractors.contractorId, contractorId),
          ),
        );
      if (!service) addError(errors, 'service_contractor', PROFILE_MESSAGES.notOurService);
      const [ours] = await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.id, body.case), eq(cases.contractorId, contractorId)));
      if (!ours) addError(errors, 'case', PROFILE_MESSAGES.notOurCase);
      if (service && ours) {
        const [taken] = await tx
          .select({ id: serviceCases.id })
          .from(serviceCases)
          .where(
            and(
              eq(serviceCases.serviceContractorId, body.service_contractor),
              eq(serviceCases.caseId, body.case),
            ),
          );
        if (taken) addError(errors, 'non_field_errors', PROFILE_MESSAGES.caseServiceTaken);
      }
      throwIfAny(errors);
      const [row] = await tx
        .insert(serviceCases)
        .values({ serviceContractorId: body.service_contractor, caseId: body.case })
        .returning();
      return { id: row!.id, service_contractor: row!.serviceContractorId, case: row!.caseId };
    },
    [['service_cases_uq', 'non_field_errors', PROFILE_MESSAGES.caseServiceTaken]],
  );

export const unlinkCase = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    const [link] = await tx
      .select({ id: serviceCases.id })
      .from(serviceCases)
      .innerJoin(serviceContractors, eq(serviceContractors.id, serviceCases.serviceContractorId))
      .where(and(eq(serviceCases.id, id), eq(serviceContractors.contractorId, contractorId)));
    if (!link) throw notFound();
    await tx.delete(serviceCases).where(eq(serviceCases.id, id));
  });
