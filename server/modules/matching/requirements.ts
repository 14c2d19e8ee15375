import { sql, type SQL } from 'drizzle-orm';
import type { BudgetBand } from '../../../contract/budget';
import type { ProjectStatus } from '../../../contract/project';
import type { AgencyListKind, ProjectRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

type LoadedRow = {
  companyId: number;
  status: ProjectStatus;
  version: number;
  budget: BudgetBand | null;
  minStaff: number | null;
  services: ProjectRequirements['services'];
  industryIds: number[];
  languageIds: number[];
  locations: ProjectRequirements['locations'];
  agencies: { id: number; kind: AgencyListKind }[];
};

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Everything the ranking reads of a project, as plain data, read in one statement (one snapshot, so the
 * parts and the version agree); null when there is no such project. Who may see it is the caller's business.
 */
export async function loadRequirements(
  db: Db,
  projectId: number,
): Promise<ProjectRequirements | null> {
  const list = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
  const [row] = await selectRows<LoadedRow>(
    db,
    sql`select p.company_id as "companyId", p.status, p.requirements_version as version, p.budget,
      r.min_staff as "minStaff",
      ${list(sql`select json_agg(json_build_object('serviceId', rs.service_id, 'rangeId', sr.id,
          'minPrice', sr.min_price, 'maxPrice', sr.max_price) order by rs.service_id)
        from requirement_services rs join service_ranges sr on sr.id = rs.service_range_id
        where rs.requirement_id = r.id`)} as services,
      ${list(sql`select json_agg(industry_id) from requirement_industries where requirement_id = r.id`)}
        as "industryIds",
      ${list(sql`select json_agg(language_id) from requirement_languages where requirement_id = r.id`)}
        as "languageIds",
      ${list(sql`select json_agg(json_build_object('countryId', country_id, 'cityId', city_id)
          order by country_id, city_id)
        from requirement_locations where requirement_id = r.id`)} as locations,
      ${list(sql`select json_agg(json_build_object('id', contractor_id, 'kind', kind))
        from requirement_agencies where requirement_id = r.id`)} as agencies
    from projects p left join requirements r on r.project_id = p.id
    where p.id = ${projectId}`,
  );
  if (!row) return null;
  const { agencies, ...project } = row;
  const of = (kind: AgencyListKind) =>
    sortedIds(agencies.filter((a) => a.kind === kind).map((a) => a.id));
  return {
    projectId,
    ...project,
    industryIds: sortedIds(project.industryIds),
    languageIds: sortedIds(project.languageIds),
    excludedIds: of('exclusion'),
    includedIds: of('inclusion'),
    whitelistIds: of('whitelist'),
  };
}
