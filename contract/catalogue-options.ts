// The catalogue's choices the app offers and the server accepts. No zod: the catalogue page imports them.

// Issue 31: 12 cards (any column count divides 12), facet names apart: first page ≤ 4 KB in br.
export const CATALOGUE_PAGE_SIZE = 12;

/** The catalogue's sort orders (`?ordering=`), with the labels the app shows. */
export const CATALOGUE_ORDERINGS = {
  relevance: 'По релевантности',
  '-staff_count': 'Сначала крупные',
  staff_count: 'Сначала небольшие',
  name: 'По названию',
  '-created_at': 'Сначала новые на сервисе',
  founded_year: 'Сначала опытные',
} as const;
export type CatalogueOrdering = keyof typeof CATALOGUE_ORDERINGS;

/** Team-size buckets of the facet; a bucket is selected by sending its bounds as `staff_min`/`staff_max`. */
export const TEAM_SIZES = [
  { key: '1-10', name: 'До 10 человек', staff_min: 1, staff_max: 10 },
  { key: '11-50', name: '11–50 человек', staff_min: 11, staff_max: 50 },
  { key: '51-200', name: '51–200 человек', staff_min: 51, staff_max: 200 },
  { key: '201-500', name: '201–500 человек', staff_min: 201, staff_max: 500 },
  { key: '501+', name: 'Более 500 человек', staff_min: 501, staff_max: null },
] as const;
export type TeamSizeKey = (typeof TEAM_SIZES)[number]['key'];
