import { z } from 'zod';
import { pageOf, pageQuery } from './drf';
import { plainText, searchText } from './text';
import { CATALOGUE_ORDERINGS, type CatalogueOrdering } from './catalogue-options';

// The catalogue's options (orderings, team sizes) are in catalogue-options.ts: the app reads them without zod.
export { CATALOGUE_ORDERINGS, CATALOGUE_PAGE_SIZE, TEAM_SIZES } from './catalogue-options';
export type { CatalogueOrdering, TeamSizeKey } from './catalogue-options';

const ORDERING_KEYS = Object.keys(CATALOGUE_ORDERINGS) as [
  CatalogueOrdering,
  ...CatalogueOrdering[],
];

const MAX_IDS = 50;
const INT4_MAX = 2147483647;
const isId = (s: string) => /^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= INT4_MAX;

/** One query value that arrived as a string, or several (a key repeated). */
const rawValues = z.union([plainText(), z.array(plainText())], {
  error: 'Введите целое положительное число.',
});

/**
 * A many-valued id filter: `?service=1&service=2` or `?service=1,2` (both combine as OR within the filter).
 * Errors stay on the field's own key, as DRF reports them.
 */
const idList = () =>
  rawValues
    .transform((raw, ctx) => {
      const parts = (Array.isArray(raw) ? raw : [raw])
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      const bad = parts.find((value) => !isId(value));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `«${bad.slice(0, 20)}» — не целое положительное число.`,
        });
        return z.NEVER;
      }
      if (parts.length > MAX_IDS) {
        ctx.addIssue({ code: 'custom', message: `Не более ${MAX_IDS} значений.` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional();

const oneId = () =>
  plainText({ error: 'Укажите одно значение.' })
    .refine(isId, 'Введите целое положительное число.')
    .transform(Number)
    .optional();

const count = (max: number) =>
  plainText({ error: 'Укажите одно значение.' })
    .regex(/^\d{1,13}$/, 'Введите целое неотрицательное число.')
    .transform(Number)
    .refine((n) => n <= max, `Убедитесь, что это значение меньше либо равно ${max}.`)
    .optional();

/**
 * `GET /contractor/api/v1/contractors/` — the public catalogue. Filters combine with AND; the values of one
 * many-valued filter with OR. `country`/`city` match the agency's head office or any of its locations.
 */
export const catalogueQuery = pageQuery
  .extend({
    search: searchText(),
    service: idList(),
    industry: idList(),
    language: idList(),
    country: oneId(),
    city: oneId(),
    staff_min: count(1_000_000),
    staff_max: count(1_000_000),
    // An agency matches when at least one of its services has a price range starting at or below this sum.
    price_max: count(1_000_000_000_000),
    ordering: z.enum(ORDERING_KEYS, { error: 'Неизвестный порядок сортировки.' }).optional(),
  })
  .refine(
    (q) => q.staff_min === undefined || q.staff_max === undefined || q.staff_min <= q.staff_max,
    { path: ['staff_max'], message: 'Максимум не может быть меньше минимума.' },
  );
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

export const catalogueServiceRange = z.object({
  id: z.number().int(),
  name: z.string(),
  min_price: z.number(),
  max_price: z.number().nullable(),
});

/** One agency as the catalogue lists it. */
export const catalogueCard = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  city_name: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  staff_count: z.number().int().nullable(),
  services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      range: catalogueServiceRange.nullable(),
    }),
  ),
  industries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  case_count: z.number().int(),
  /** Its reviews, each from a project closed here (so every one is verified), and their plain average. */
  review_count: z.number().int(),
  /** The average of the reviews' overall scores (1–5); null without a review. */
  rating: z.number().nullable(),
  /** The logo's thumbnail URL; null while the agency has none. */
  logo: z.string().nullable(),
});
export type CatalogueCard = z.infer<typeof catalogueCard>;

/** A facet option: how many agencies match every OTHER filter plus this option (disjunctive faceting). */
export const facetOption = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export type FacetOption = z.infer<typeof facetOption>;
export const teamSizeOption = z.object({
  key: z.string(),
  name: z.string(),
  staff_min: z.number().int(),
  staff_max: z.number().int().nullable(),
  count: z.number().int(),
});
export type TeamSizeOption = z.infer<typeof teamSizeOption>;

/**
 * Options with a count above zero, and every selected option even at zero. Reference lists (services,
 * industries, countries, languages) keep their reference order; cities come by count, then name; team sizes
 * are all the buckets in `TEAM_SIZES` order.
 */
export const catalogueFacets = z.object({
  services: z.array(facetOption),
  industries: z.array(facetOption),
  countries: z.array(facetOption),
  cities: z.array(facetOption),
  languages: z.array(facetOption),
  team_sizes: z.array(teamSizeOption),
});
export type CatalogueFacets = z.infer<typeof catalogueFacets>;

/** The catalogue page as the app shows it: full cards and facets (catalogue-wire.ts's `expandCataloguePage`). */
export const cataloguePage = pageOf(catalogueCard).extend({ facets: catalogueFacets });
export type CataloguePage = z.infer<typeof cataloguePage>;

/*
 * The page as the endpoint sends it: the same fields less what the answer would otherwise repeat
 * (issue 31: bytes on a slow link). A facet option is its id and count, its name being the facet names'
 * (`catalogueFacetNames`, their own endpoint, cached long); a card's services and industries carry their id
 * (`name` only when the names would not give it); a team size is its key and count, its label and bounds
 * being `TEAM_SIZES`. catalogue-wire.ts turns one form into the other.
 */
const listedRef = z.object({ id: z.number().int(), name: z.string().optional() });
export const catalogueListedCard = catalogueCard.extend({
  services: z.array(listedRef.extend({ range: catalogueServiceRange.nullable() })),
  industries: z.array(listedRef),
});
export type CatalogueListedCard = z.infer<typeof catalogueListedCard>;
export const facetCount = z.object({ id: z.number().int(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;
export const teamSizeCount = z.object({ key: z.string(), count: z.number().int() });
export const catalogueWireFacets = z.object({
  services: z.array(facetCount),
  industries: z.array(facetCount),
  countries: z.array(facetCount),
  cities: z.array(facetCount),
  languages: z.array(facetCount),
  team_sizes: z.array(teamSizeCount),
});
export const catalogueWirePage = pageOf(catalogueListedCard).extend({
  facets: catalogueWireFacets,
});
export type CatalogueWirePage = z.infer<typeof catalogueWirePage>;

/**
 * `GET /contractor/api/v1/contractors/facet-names/` — the name of every service, industry, country, city and
 * language the catalogue may facet on (its reference data, in reference order). Public, the same for all,
 * with an ETag: it changes only when the reference data does.
 */
const facetName = z.object({ id: z.number().int(), name: z.string() });
export const catalogueFacetNames = z.object({
  services: z.array(facetName),
  industries: z.array(facetName),
  countries: z.array(facetName),
  cities: z.array(facetName),
  languages: z.array(facetName),
});
export type CatalogueFacetNames = z.infer<typeof catalogueFacetNames>;
