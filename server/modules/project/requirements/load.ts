import { asc, eq } from 'drizzle-orm';
import type { BudgetBand } from '../../../../contract/budget';
import type { ProjectStatus } from '../../../../contract/project';
import type { AgencyListKind, ProjectRequirements } from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import {
  projects,
  requirementAgencies,
  requirementIndustries,
  requirementLanguages,
  requirementLocations,
  requirementServices,
  requirements,
  serviceRanges,
} from '../../../db/schema';

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Everything the ranking reads of a project, as plain data, read in one transaction so the parts and the
 * version agree; null when there is no such project. Who may see it is the caller's business.
 */
export function loadRequirements(db: Db, projectId: number): Promise<ProjectRequirements | null> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({
        companyId: projects.companyId,
        status: projects.status,
        version: projects.requirementsVersion,
        budget: projects.budget,
        requirementId: requirements.id,
        minStaff: requirements.minStaff,
      })
      .from(projects)
      .leftJoin(requirements, eq(requirements.projectId, projects.id))
      .where(eq(projects.id, projectId));
    if (!project) return null;
    const loaded: ProjectRequirements = {
      projectId,
      companyId: project.companyId,
      status: project.status as ProjectStatus,
      version: project.version,
      budget: project.budget as BudgetBand | null,
      services: [],
      industryIds: [],
      locations: [],
      languageIds: [],
      minStaff: project.minStaff,
      excludedIds: [],
      includedIds: [],
      whitelistIds: [],
    };
    const id = project.requirementId;
    if (id === null) return loaded;

    loaded.services = await tx
      .select({
        serviceId: requirementServices.serviceId,
        rangeId: serviceRanges.id,
        minPrice: serviceRanges.minPrice,
        maxPrice: serviceRanges.maxPrice,
      })
      .from(requirementServices)
      .innerJoin(serviceRanges, eq(serviceRanges.id, requirementServices.serviceRangeId))
      .where(eq(requirementServices.requirementId, id))
      .orderBy(asc(requirementServices.serviceId));
    loaded.industryIds = sortedIds(
      (
        await tx
          .select({ id: requirementIndustries.industryId })
          .from(requirementIndustries)
          .where(eq(requirementIndustries.requirementId, id))
      ).map((r) => r.id),
    );
    loaded.languageIds = sortedIds(
      (
        await tx
          .select({ id: requirementLanguages.languageId })
          .from(requirementLanguages)
          .where(eq(requirementLanguages.requirementId, id))
      ).map((r) => r.id),
    );
    loaded.locations = await tx
      .select({ countryId: requirementLocations.countryId, cityId: requirementLocations.cityId })
      .from(requirementLocations)
      .where(eq(requirementLocations.requirementId, id))
      .orderBy(asc(requirementLocations.countryId), asc(requirementLocations.cityId));
    const agencies = await tx
      .select({ id: requirementAgencies.contractorId, kind: requirementAgencies.kind })
      .from(requirementAgencies)
      .where(eq(requirementAgencies.requirementId, id));
    const of = (kind: AgencyListKind) =>
      sortedIds(agencies.filter((a) => a.kind === kind).map((a) => a.id));
    loaded.excludedIds = of('exclusion');
    loaded.includedIds = of('inclusion');
    loaded.whitelistIds = of('whitelist');
    return loaded;
  });
}
