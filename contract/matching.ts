// The ranking of agencies for a project's requirements: its criteria, its hard filters and one ranked item.
// Pure data, no zod: the server scores by it, the app shows it.

/**
 * The score's criteria in the order they are shown, with their Russian labels and the most points each can
 * add; the weights sum to 100. A criterion the requirements leave open adds its whole weight to everyone.
 * `plan` is a paid tariff's priority: the whole weight while a plan with `matching_priority` runs, else 0.
 */
export const MATCHING_CRITERIA = {
  services: { label: 'Услуги', weight: 25 },
  price: { label: 'Цены', weight: 15 },
  industries: { label: 'Опыт в отрасли', weight: 20 },
  location: { label: 'География', weight: 10 },
  languages: { label: 'Языки', weight: 10 },
  reviews: { label: 'Отзывы', weight: 10 },
  portfolio: { label: 'Портфолио', weight: 5 },
  plan: { label: 'Платный тариф', weight: 5 },
} as const;

export type MatchingCriterion = keyof typeof MATCHING_CRITERIA;
export const MATCHING_CRITERION_KEYS = Object.keys(MATCHING_CRITERIA) as MatchingCriterion[];

/**
 * The hard filters an agency must pass to be ranked; a client's inclusion is shown with those it fails.
 * The favourites (the requirements' whitelist) are none of them: a shortlist pinned first, not a filter.
 */
export const HARD_FILTERS = [
  'published',
  'services',
  'location',
  'languages',
  'staff',
  'budget',
] as const;
export type HardFilter = (typeof HARD_FILTERS)[number];

/** One criterion's share of a score: what matched and the whole points it added. */
export type ScoreExplanation = {
  criterion: MatchingCriterion;
  label: string;
  matched: string;
  points: number;
};

/**
 * One agency of a ranking. `score` is 0–100 and is exactly the sum of the explanation's points: each
 * criterion's points are its weight times its share, rounded half up to a whole number, and the score is
 * their sum (no rounding of the total). `favourite`: in the project's favourites, which the ranking lists
 * first. `failedFilters` (Russian) names the hard filters a client's inclusion fails; it is empty for every
 * agency that is not `includedByClient`.
 */
export type RankedContractor = {
  contractorId: number;
  score: number;
  includedByClient: boolean;
  favourite: boolean;
  failedFilters: string[];
  explanation: ScoreExplanation[];
};
