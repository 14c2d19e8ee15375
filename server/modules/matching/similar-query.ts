import { sql, type SQL } from 'drizzle-orm';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { PageWindow } from '../../http/pagination';
import { CANDIDATES, candidateFilter, scoreOf } from './matching-query';
import { int } from '../../db/scoring';

// Agencies like one agency that also fit a project: they pass the project's hard filters (no inclusion
// passes without them) and share a service or an industry (of their profiles) with it.

export interface SimilarRow {
  id: number;
  score: number;
  total: number;
  services: string[];
  industries: string[];
}

/** One page of them: most shared first, then by score for the project, then id; the shared ones named. */
export function similarStatement(
  r: MatchingRequirements,
  like: number,
  win: PageWindow,
  now: Date,
): SQL {
  const shared = (column: string) =>
    sql.raw(`array(select unnest(c.${column}) intersect select unnest(x.${column}))`);
  return sql`with alike as (
    select c.id, ${scoreOf(r, now)} as score, ${shared('service_ids')} as service_ids,
      ${shared('industry_ids')} as industry_ids
    from ${CANDIDATES} join contractor_match_keys x on x.contractor_id = ${int(like)}
    where c.id <> ${int(like)}
      and (c.service_ids && x.service_ids or c.industry_ids && x.industry_ids)
      and ${candidateFilter(r, { withInclusions: false })}
  ), page as (
    select s.*, count(*) over () as total from alike s
    order by cardinality(s.service_ids) + cardinality(s.industry_ids) desc, s.score desc, s.id
    limit ${int(win.limit)} offset ${int(win.offset)}
  )
  select p.id, p.score::int as score, p.total::int as total,
    array(select v.name from services v where v.id = any(p.service_ids) order by v.position, v.id)
      as services,
    array(select i.name from industries i where i.id = any(p.industry_ids) order by i.position, i.id)
      as industries
  from page p
  order by cardinality(p.service_ids) + cardinality(p.industry_ids) desc, p.score desc, p.id`;
}

export async function similarAgencies(
  db: Db,
  r: MatchingRequirements,
  like: number,
  win: PageWindow,
  now: Date,
): Promise<{ count: number; results: Omit<SimilarRow, 'total'>[] }> {
  const rows = await selectRows<SimilarRow>(db, similarStatement(r, like, win, now));
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map(({ total: _, ...row }) => row),
  };
}
