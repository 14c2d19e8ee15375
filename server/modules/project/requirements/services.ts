import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type RequirementService,
  type RequirementServiceCreate,
  type RequirementServicePatch,
} from '../../../../contract/requirements';
import { serviceRefs } from '../../../db/catalogue-refs';
import type { Db } from '../../../db/client';
import { projects, requirementServices, requirements } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../../http/pagination';
import { windowTotal } from '../../../http/sql';
import type { Principal } from '../../auth';
import { addToRequirements, changeInRequirements, removeFromRequirements } from './access';

// The services a project needs, each with the price band the client has in mind.

export const requiredServices = new ChildList({
  table: requirementServices,
  parent: { requirement: requirementServices.requirementId },
  refs: serviceRefs(requirementServices),
  taken: ['requirement_services_uq', 'service', REQUIREMENTS_MESSAGES.serviceTaken],
});

const RANGE_ELSEWHERE = REQUIREMENTS_MESSAGES.rangeOfAnotherService;

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
  const rows = await requiredServices
    .query(db, { total: windowTotal() })
    .innerJoin(requirements, eq(requirements.id, requirementServices.requirementId))
    .innerJoin(projects, eq(projects.id, requirements.projectId))
    .where(where)
    .orderBy(asc(requirementServices.requirementId), ...requiredServices.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(
    request,
    win,
    rows,
    ({ total: _, ...row }): RequirementService => row,
  );
}

export const addRequiredService = (db: Db, principal: Principal, body: RequirementServiceCreate) =>
  addToRequirements(
    db,
    principal,
    body.requirement,
    [requiredServices.taken],
    async (tx, requirementId) => {
      const named = { service: body.service, service_range: body.service_range };
      await requiredServices.checkWholeWithPart(tx, requirementId, named, RANGE_ELSEWHERE);
      return requiredServices.insert(tx, requirementId, named);
    },
  );

export const changeRequiredService = (
  db: Db,
  principal: Principal,
  id: number,
  body: RequirementServicePatch,
) =>
  changeInRequirements(db, principal, requiredServices, id, async (tx, requirementId) => {
    const range = await requiredServices.checkPartChange(
      tx,
      id,
      body.service_range,
      RANGE_ELSEWHERE,
    );
    const changed = range.after !== range.before;
    if (changed) await requiredServices.update(tx, id, { service_range: range.after });
    return { result: await requiredServices.row(tx, requirementId, id), changed };
  });

export const removeRequiredService = removeFromRequirements(requiredServices);
