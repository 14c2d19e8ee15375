import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type RequirementService,
  type RequirementServiceCreate,
  type RequirementServicePatch,
} from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import {
  projects,
  requirementServices,
  requirements,
  serviceRanges,
  services,
} from '../../../db/schema';
import type { FieldErrors } from '../../../http/errors';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../../http/pagination';
import { checkReferences, missingPk } from '../../../http/references';
import { windowTotal } from '../../../http/sql';
import type { Principal } from '../../auth';
import {
  addError,
  changeRequirements,
  requirementOfBody,
  requirementOfPart,
  throwIfAny,
  type PartTable,
} from './access';

// The services a project needs, each with the price band the client has in mind.

const part: PartTable = {
  table: requirementServices,
  id: requirementServices.id,
  requirementId: requirementServices.requirementId,
};

const columns = {
  id: requirementServices.id,
  requirement: requirementServices.requirementId,
  service: { id: services.id, name: services.name },
  service_range: {
    id: serviceRanges.id,
    name: serviceRanges.name,
    min_price: serviceRanges.minPrice,
    max_price: serviceRanges.maxPrice,
  },
};

const selectServices = (db: Db) =>
  db
    .select(columns)
    .from(requirementServices)
    .innerJoin(services, eq(services.id, requirementServices.serviceId))
    .innerJoin(serviceRanges, eq(serviceRanges.id, requirementServices.serviceRangeId));

const ORDER = [asc(services.position), asc(services.id)];

export const requiredServicesOf = (db: Db, requirementId: number): Promise<RequirementService[]> =>
  selectServices(db)
    .where(eq(requirementServices.requirementId, requirementId))
    .orderBy(...ORDER);

const serviceById = async (tx: Db, id: number) =>
  (await selectServices(tx).where(eq(requirementServices.id, id)))[0]!;

/** The required services of the caller's company's projects, optionally of one requirements row. */
export async function requiredServicesPage(
  request: PageRequest,
  db: Db,
  principal: Principal,
  query: { page?: string; page_size?: string; requirement?: number },
) {
  const win = pageWindow(query);
  const where: SQL | undefined = and(
    eq(projects.companyId, principal.company?.companyId ?? 0),
    query.requirement === undefined ? undefined : eq(requirements.id, query.requirement),
  );
  const rows = await db
    .select({ ...columns, total: windowTotal() })
    .from(requirementServices)
    .innerJoin(requirements, eq(requirements.id, requirementServices.requirementId))
    .innerJoin(projects, eq(projects.id, requirements.projectId))
    .innerJoin(services, eq(services.id, requirementServices.serviceId))
    .innerJoin(serviceRanges, eq(serviceRanges.id, requirementServices.serviceRangeId))
    .where(where)
    .orderBy(asc(requirementServices.requirementId), ...ORDER)
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, ({ total: _, ...row }) => row);
}

/** The range must exist and be a range of `serviceId`. */
async function checkRange(tx: Db, errors: FieldErrors, rangeId: number, serviceId: number) {
  const [range] = await tx
    .select({ service: serviceRanges.serviceId })
    .from(serviceRanges)
    .where(eq(serviceRanges.id, rangeId));
  if (!range) addError(errors, 'service_range', missingPk(rangeId));
  else if (range.service !== serviceId)
    addError(errors, 'service_range', REQUIREMENTS_MESSAGES.rangeOfAnotherService);
}

const SERVICE_TAKEN = [
  ['requirement_services_uq', 'service', REQUIREMENTS_MESSAGES.serviceTaken],
] as const;

export const addRequiredService = (db: Db, principal: Principal, body: RequirementServiceCreate) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const errors = await checkReferences(tx, [
        { field: 'service', id: body.service, table: services, column: services.id },
      ]);
      if (!errors.service) {
        await checkRange(tx, errors, body.service_range, body.service);
        const [taken] = await tx
          .select({ id: requirementServices.id })
          .from(requirementServices)
          .where(
            and(
              eq(requirementServices.requirementId, requirementId),
              eq(requirementServices.serviceId, body.service),
            ),
          );
        if (taken) addError(errors, 'service', REQUIREMENTS_MESSAGES.serviceTaken);
      }
      throwIfAny(errors);
      const [row] = await tx
        .insert(requirementServices)
        .values({ requirementId, serviceId: body.service, serviceRangeId: body.service_range })
        .returning({ id: requirementServices.id });
      return { result: await serviceById(tx, row!.id), changed: true };
    },
    SERVICE_TAKEN,
  );

export const changeRequiredService = (
  db: Db,
  principal: Principal,
  id: number,
  body: RequirementServicePatch,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfPart(tx, principal, part, id),
    async (tx) => {
      const before = await serviceById(tx, id);
      const errors: FieldErrors = {};
      const range = body.service_range ?? before.service_range.id;
      await checkRange(tx, errors, range, before.service.id);
      throwIfAny(errors);
      const changed = before.service_range.id !== range;
      if (changed)
        await tx
          .update(requirementServices)
          .set({ serviceRangeId: range })
          .where(eq(requirementServices.id, id));
      return { result: await serviceById(tx, id), changed };
    },
  );

export const removeRequiredService = (db: Db, principal: Principal, id: number) =>
  changeRequirements(
    db,
    (tx) => requirementOfPart(tx, principal, part, id),
    async (tx) => {
      await tx.delete(requirementServices).where(eq(requirementServices.id, id));
      return { result: undefined, changed: true };
    },
  );
