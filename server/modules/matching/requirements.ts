import { sql, type SQL } from 'drizzle-orm';
import type { BudgetBand } from '../../../contract/budget';
import type { ProjectStatus } from '../../../contract/project';
import type { AgencyListKind, ProjectRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { rankingBasisColumns, toRankingBasis, type RankingBasis } from './stored-ranking';

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

/** The project's row with its requirements, as `LoadedRow`, and the `extra` columns; none: no such project. */
async function requirementsRow<Extra extends object>(
  db: Db,
  projectId: number,
  extra: SQL | null,
): Promise<(LoadedRow & Extra) | undefined> {
  const list = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
  const [row] = await selectRows<LoadedRow & Extra>(
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
      ${extra === null ? sql`` : sql`, ${extra}`}
    from projects p left join requirements r on r.project_id = p.id
    where p.id = ${projectId}`,
  );
  return row;
}

function toRequirements(projectId: number, row: LoadedRow): ProjectRequirements {
  const { companyId, status, version, budget, minStaff, services, locations, agencies } = row;
  const of = (kind: AgencyListKind) =>
    sortedIds(agencies.filter((a) => a.kind === kind).map((a) => a.id));
  return {
    projectId,
    companyId,
    status,
    version,
    budget,
    minStaff,
    services,
    industryIds: sortedIds(row.industryIds),
    languageIds: sortedIds(row.languageIds),
    locations,
    excludedIds: of('exclusion'),
    includedIds: of('inclusion'),
    whitelistIds: of('whitelist'),
  };
}

/**
 * Everything the ranking reads of a project, as plain data, read in one statement (one snapshot, so the
 * parts and the version agree); null when there is no such project. Who may see it is the caller's business.
 */
export async function loadRequirements(
  db: Db,
  projectId: number,
): Promise<ProjectRequirements | null> {
  const row = await requirementsRow(db, projectId, null);
  return row ? toRequirements(projectId, row) : null;
}

/**
 * `loadRequirements` and, in the same statement (one round trip, one snapshot), what a ranking made at `now`
 * is computed from besides (`rankingBasisColumns`); null when there is no such project.
 */
export async function loadRankingInputs(
  db: Db,
  projectId: number,
  now: Date,
): Promise<(RankingBasis & { requirements: ProjectRequirements }) | null> {
  const row = await requirementsRow<Parameters<typeof toRankingBasis>[0]>(
    db,
    projectId,
    rankingBasisColumns(now),
  );
  return row ? { ...toRankingBasis(row), requirements: toRequirements(projectId, row) } : null;
}
