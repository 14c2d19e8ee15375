import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type {
  ServiceContractor,
  ServiceContractorCreate,
  ServiceContractorPatch,
} from '../../../../contract/profile';
import type { ServiceCase, ServiceCaseCreate } from '../../../../contract/cases';
import type { Db } from '../../../db/client';
import {
  cases,
  serviceCases,
  serviceContractors,
  serviceRanges,
  services,
} from '../../../db/schema';
import { found } from '../../../http/route-kit';
import { notFound, type FieldErrors } from '../../../http/errors';
import { checkReferences, missingPk } from '../../../http/references';
import type { Principal } from '../../auth';
import { enforcePlanLimit } from '../../plans';
import { addError, assertOwned, throwIfAny, writeProfile, type OwnedTable } from './write';

const owned: OwnedTable = {
  table: serviceContractors,
  id: serviceContractors.id,
  contractorId: serviceContractors.contractorId,
};

/** The agency's services with their ranges and case ids, in the catalogue's order of services. */
export async function servicesOf(
  db: Db,
  contractorId: number,
  onlyId?: number,
): Promise<ServiceContractor[]> {
  const rows = await db
    .select({
      id: serviceContractors.id,
      contractor: serviceContractors.contractorId,
      service: { id: services.id, name: services.name },
      service_range: {
        id: serviceRanges.id,
        name: serviceRanges.name,
        min_price: serviceRanges.minPrice,
        max_price: serviceRanges.maxPrice,
      },
      description: serviceContractors.description,
    })
    .from(serviceContractors)
    .innerJoin(services, eq(services.id, serviceContractors.serviceId))
    .leftJoin(serviceRanges, eq(serviceRanges.id, serviceContractors.serviceRangeId))
    .where(
      and(
        eq(serviceContractors.contractorId, contractorId),
        onlyId === undefined ? undefined : eq(serviceContractors.id, onlyId),
      ),
    )
    .orderBy(asc(services.position), asc(services.id));
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

const serviceById = async (tx: Db, contractorId: number, id: number) =>
  found((await servicesOf(tx, contractorId, id))[0]);

/** The range must exist and be a range of `serviceId`. */
async function checkRange(tx: Db, errors: FieldErrors, rangeId: number, serviceId: number) {
  const [range] = await tx
    .select({ service: serviceRanges.serviceId })
    .from(serviceRanges)
    .where(eq(serviceRanges.id, rangeId));
  if (!range) addError(errors, 'service_range', missingPk(rangeId));
  else if (range.service !== serviceId)
    addError(errors, 'service_range', PROFILE_MESSAGES.rangeOfAnotherService);
}

const SERVICE_TAKEN = [
  ['service_contractors_uq', 'service', PROFILE_MESSAGES.serviceTaken],
] as const;

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
      const errors = await checkReferences(tx, [
        { field: 'service', id: body.service, table: services, column: services.id },
      ]);
      if (!errors.service) {
        await checkRange(tx, errors, body.service_range, body.service);
        const [taken] = await tx
          .select({ id: serviceContractors.id })
          .from(serviceContractors)
          .where(
            and(
              eq(serviceContractors.contractorId, contractorId),
              eq(serviceContractors.serviceId, body.service),
            ),
          );
        if (taken) addError(errors, 'service', PROFILE_MESSAGES.serviceTaken);
      }
      throwIfAny(errors);
      await enforcePlanLimit(tx, contractorId, 'services', now);
      const [row] = await tx
        .insert(serviceContractors)
        .values({
          contractorId,
          serviceId: body.service,
          serviceRangeId: body.service_range,
          description: body.description ?? '',
        })
        .returning({ id: serviceContractors.id });
      return serviceById(tx, contractorId, row!.id);
    },
    SERVICE_TAKEN,
  );

export const changeService = (
  db: Db,
  principal: Principal,
  id: number,
  body: ServiceContractorPatch,
) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    if (body.service_range !== undefined) {
      const [row] = await tx
        .select({ service: serviceContractors.serviceId })
        .from(serviceContractors)
        .where(eq(serviceContractors.id, id));
      const errors: FieldErrors = {};
      await checkRange(tx, errors, body.service_range, row!.service);
      throwIfAny(errors);
    }
    const columns = {
      ...(body.service_range !== undefined && { serviceRangeId: body.service_range }),
      ...(body.description !== undefined && { description: body.description }),
    };
    if (Object.keys(columns).length > 0)
      await tx.update(serviceContractors).set(columns).where(eq(serviceContractors.id, id));
    return serviceById(tx, contractorId, id);
  });

/** Removes the service and its case links (the cases stay). */
export const removeService = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    await tx.delete(serviceContractors).where(eq(serviceContractors.id, id));
  });

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
