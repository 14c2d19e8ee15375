import { sql, type SQL } from 'drizzle-orm';
import { MATCHING_CRITERIA, type HardFilter } from '../../../contract/matching';
import type { MatchingRequirements } from '../../../contract/requirements';
import { int } from '../../../server/db/scoring';
import type { PageWindow } from '../../../server/http/pagination';
import { cardRowJson } from '../../../server/modules/agency-cards';
import {
  CANDIDATES,
  candidateFilter,
  expressions,
  intArray,
  namesOf,
  planNameAt,
  scoreOf,
  type RankingInput,
} from '../../../server/modules/matching/matching-query';

// The ranking's oracle: the whole ranking as one SQL statement, written apart from the in-memory ranking the
// server runs (ranked-in-memory.ts) from the same rules, so a property test can hold the two to one answer.
// The bench runs it raw, as the endpoint's baseline.

/** The ids of `ids` for which `test` holds, in their order. */
const which = (ids: readonly number[], test: (id: number, index: number) => SQL) =>
  ids.length === 0
    ? sql`'{}'::integer[]`
    : sql`array_remove(array[${sql.join(
        ids.map((id, index) => sql`case when ${test(id, index)} then ${int(id)} end`),
        sql`, `,
      )}]::integer[], null)`;

/** What matched for each criterion, as the explanation names it. */
function matchedOf(
  {
    has,
    offers,
    priceFits,
    worksIn,
    bandFits,
    priced,
    serviceIds,
  }: ReturnType<typeof expressions>['parts'],
  r: MatchingRequirements,
) {
  return {
    services: which(serviceIds, offers),
    priceServices: which(
      priced.map((s) => s.serviceId),
      (_, index) => priceFits(priced[index]!),
    ),
    band: bandFits ?? sql`null::boolean`,
    industriesProfile: which(r.industryIds, (id) => has('industry_ids', id)),
    industriesCases: which(r.industryIds, (id) => has('case_industry_ids', id)),
    industriesClients: which(r.industryIds, (id) => has('client_industry_ids', id)),
    locations: which(
      r.locations.map((_, index) => index),
      (_, index) => worksIn(r.locations[index]!),
    ),
    languages: which(r.languageIds, (id) => has('language_ids', id)),
  };
}

/**
 * The whole ranking in one statement at `now` (the request's clock): the agencies passing every hard filter
 * and the client's inclusions (never an exclusion, nor one outside `onlyIds` when given), scored, ordered by
 * favourite (`whitelistIds`) first, then score, then id, one page of them with
 * the total, each with its points, failed filters and what matched, and with `cards` its card row
 * (`cardRowJson`). The server ranks in memory instead (ranked-in-memory.ts); this is its reference in the
 * tests and the raw SQL the bench holds the endpoint to.
 */
export function matchingStatement(
  r: RankingInput,
  win: PageWindow,
  now: Date,
  { cards = false }: { cards?: boolean } = {},
): SQL {
  const p = expressions('p', r);
  const points = p.score(now);
  const matched = matchedOf(p.parts, r);
  const criteria = Object.keys(MATCHING_CRITERIA) as (keyof typeof MATCHING_CRITERIA)[];
  const filters = Object.keys(p.pass) as HardFilter[];
  const json = (entries: [string, SQL][]) =>
    sql`json_build_object(${sql.join(
      entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
      sql`, `,
    )})`;
  // Only each candidate's id and score are kept (narrow rows, in memory), counted, and the best of them taken
  // by a top-N sort (no full sort: the count is not a window over the sorted rows); the page's agencies are
  // read again by id for their points, one per criterion, and what their explanation needs.
  return sql`with scored as materialized (
    select c.id, c.id = any(${intArray(r.whitelistIds)}) as favourite, ${scoreOf(r, now)} as score
    from ${CANDIDATES}
    where ${candidateFilter(r)}
  ), page as (
    select s.id, s.favourite, s.score from scored s
    order by s.favourite desc, s.score desc, s.id
    limit ${int(win.limit)} offset ${int(win.offset)}
  ), total as (select count(*) as total from scored)
  select p.id, page.score::int as score, total.total::int as total,
    p.id = any(${intArray(r.includedIds)}) as included, page.favourite,
    ${json(criteria.map((key) => [key, points[key]]))} as points,
    ${json(filters.map((key) => [key, sql`not (${p.pass[key]})`]))} as failed,
    ${json(Object.entries(matched))} as matched,
    p.case_count as "caseCount",
    p.review_count as "reviewCount",
    p.review_stars as "reviewStars",
    case when ${points.plan} > 0 then ${planNameAt(now)} end as "planName",
    ${namesOf(r)} as names${
      cards
        ? sql`,
    ${cardRowJson(sql`p.id`)} as card`
        : sql``
    }
  from page join (select k.contractor_id as id, k.* from contractor_match_keys k) p on p.id = page.id
    cross join total
  order by page.favourite desc, page.score desc, page.id`;
}
