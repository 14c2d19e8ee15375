import { z } from 'zod';
import { MATCHING_CRITERION_KEYS, type RankedContractor } from './matching';
import { catalogueCard } from './catalogue';
import { pageOf, pageQuery, queryFlag } from './drf';

// The ranking endpoint's schemas: a DRF page of `RankedContractor` (contract/matching.ts) with each agency's
// catalogue card, and its query.

export const scoreExplanation = z.object({
  criterion: z.enum(
    MATCHING_CRITERION_KEYS as [RankedContractor['explanation'][number]['criterion']],
  ),
  label: z.string(),
  matched: z.string(),
  points: z.number().int(),
});

export const rankedContractor = z.object({
  contractorId: z.number().int(),
  score: z.number().int(),
  includedByClient: z.boolean(),
  favourite: z.boolean(),
  failedFilters: z.array(z.string()),
  explanation: z.array(scoreExplanation),
}) satisfies z.ZodType<RankedContractor>;

/** One agency of a ranking page: its place's score and reasons, and its card as the catalogue shows it now. */
export const rankedAgency = rankedContractor.extend({ contractor: catalogueCard });
export type RankedAgency = z.infer<typeof rankedAgency>;

export const rankingPage = pageOf(rankedAgency);

/**
 * `?page&page_size&use_cache&favourites_only`: `use_cache=true` may answer the stored ranking while it is
 * current; `favourites_only=true` narrows the ranking to the project's favourites.
 */
export const rankingQuery = pageQuery.extend({
  use_cache: queryFlag.optional(),
  favourites_only: queryFlag.optional(),
});
