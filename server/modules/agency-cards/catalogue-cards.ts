import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueCard } from '../../../contract/catalogue';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mediaUrl } from '../../storage';

const SHORT_DESCRIPTION = 240;

/** The first sentences of a description, cut at a word boundary within `SHORT_DESCRIPTION` characters. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SHORT_DESCRIPTION) return flat;
  const cut = flat.slice(0, SHORT_DESCRIPTION + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_DESCRIPTION / 2 ? cut.slice(0, space) : cut.slice(0, SHORT_DESCRIPTION)).replace(/[\s,.;:—-]+$/, '')}…`;
}

export type CardRow = Omit<CatalogueCard, 'short_description' | 'logo'> & {
  description: string;
  logo_key: string | null;
};

/** The card's columns of the agency row `c`, with `CARD_JOINS` joined. */
const CARD_COLUMNS = sql`c.id, c.name, c.description, ci.name as city_name, c.founded_year, c.staff_count,
      a.thumbnail_key as logo_key,
      coalesce((select json_agg(json_build_object(
          'id', s.id, 'name', s.name,
          'range', case when r.id is null then null else json_build_object(
            'id', r.id, 'name', r.name, 'min_price', r.min_price, 'max_price', r.max_price) end)
        order by sg.position, s.position, s.id)
        from service_contractors sc
        join services s on s.id = sc.service_id
        join service_categories sg on sg.id = s.category_id
        left join service_ranges r on r.id = sc.service_range_id
        where sc.contractor_id = c.id), '[]'::json) as services,
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.position, i.id)
        from industry_contractors ic join industries i on i.id = ic.industry_id
        where ic.contractor_id = c.id), '[]'::json) as industries,
      coalesce(mk.case_count, 0) as case_count,
      coalesce(mk.review_count, 0) as review_count,
      (select avg((rv.quality + rv.deadlines + rv.communication + rv.value) / 4.0)::float8
        from contractor_reviews rv where rv.contractor_id = c.id) as rating`;
const CARD_JOINS = sql`left join cities ci on ci.id = c.city_id
      left join contractor_match_keys mk on mk.contractor_id = c.id
      left join avatars a on a.id = c.logo_id`;

/**
 * The card row of the agency `id` (an SQL expression) as one JSON object, for a statement that shows its
 * agencies with their cards (the ranking's page); `toCatalogueCard` makes the card of it.
 */
export const cardRowJson = (id: SQL) =>
  sql`(select row_to_json(card) from (select ${CARD_COLUMNS} from contractors c ${CARD_JOINS}
    where c.id = ${id}) card)`;

/** A card from its row (`cardRowJson`'s object or `catalogueCards`' row). */
export function toCatalogueCard(row: CardRow): CatalogueCard {
  const { description, logo_key, ...card } = row;
  const logo = logo_key && mediaUrl(logo_key);
  return { ...card, short_description: shortDescription(description), logo };
}

/** The catalogue cards of these agencies, in the order of `ids`; one query for the whole page. */
export async function catalogueCards(db: Db, ids: readonly number[]): Promise<CatalogueCard[]> {
  if (ids.length === 0) return [];
  const idArray = `{${ids.join(',')}}`;
  const rows = await selectRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from contractors c ${CARD_JOINS} where c.id = any(${idArray}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCatalogueCard(row)] : [];
  });
}
