import { sql, type SQL } from 'drizzle-orm';
import { MATCHING_CRITERIA } from '../../contract/matching';

// How a criterion's share becomes whole points, and the review and portfolio criteria, in TypeScript and in SQL
// alike; here beside the schema, whose matching keys store the points that depend on no project.

/** An integer written into the statement: every number matching writes is one, checked here. */
export function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/** `weight × num / den` rounded half up, for `num` from 0 to `den`: integers only, so SQL and JS agree. */
export const pointsOf = (weight: number, num: number, den: number) =>
  Math.floor((2 * weight * num + den) / (2 * den));

/** The same in SQL, `num` an integer expression. */
export const pointsSql = (weight: number, num: SQL, den: number): SQL =>
  sql`((${int(2 * weight)} * (${num}) + ${int(den)}) / ${int(2 * den)})`;

/**
 * The review prior: every agency is scored as if it also had ten reviews averaging 4.2, so a few reviews move
 * it little and many move it to their average (three 5-star reviews ≈ 4.35, fifty 4.8s ≈ 4.70).
 */
export const REVIEW_PRIOR = { count: 10, stars: 42 } as const;

/**
 * The review criterion from a review count and its average (1–5 stars): the Bayesian average mapped from
 * 1…5 onto 0…1, times the weight. No reviews give the prior's 4.2, the neutral 8 of 10 points.
 */
export function reviewPoints(count: number, average: number | null): number {
  const stars = count === 0 ? 0 : Math.round(count * (average ?? 0));
  return reviewPointsOfStars(count, stars);
}

/** `reviewPoints` from a review count and its overall stars summed (whole stars), as the matching keys keep them. */
export const reviewPointsOfStars = (count: number, stars: number): number =>
  pointsOf(MATCHING_CRITERIA.reviews.weight, ...reviewShare(count, stars));

/** The Bayesian average's share of the 1…5 scale as a fraction `[num, den]` of integers. */
function reviewShare(count: number, stars: number): [number, number] {
  return [
    REVIEW_PRIOR.stars + stars - (REVIEW_PRIOR.count + count),
    4 * (REVIEW_PRIOR.count + count),
  ];
}

/** The Bayesian average itself (for display). */
export const reviewAverage = (count: number, average: number | null) =>
  (REVIEW_PRIOR.stars + count * (average ?? 0)) / (REVIEW_PRIOR.count + count);

/** `reviewPoints` in SQL over an agency's review count and sum of stars. */
export function reviewPointsSql(count: SQL, stars: SQL): SQL {
  const weight = MATCHING_CRITERIA.reviews.weight;
  return sql`((${int(2 * weight)} * (${int(REVIEW_PRIOR.stars - REVIEW_PRIOR.count)} + (${stars}) - (${count}))
      + 4 * (${int(REVIEW_PRIOR.count)} + (${count})))
    / (8 * (${int(REVIEW_PRIOR.count)} + (${count}))))`;
}

/** The portfolio criterion: a tenth of the weight per case, up to ten cases. */
export const portfolioPoints = (caseCount: number): number =>
  pointsOf(MATCHING_CRITERIA.portfolio.weight, Math.min(caseCount, 10), 10);

/** The points an agency earns whatever the project asks (reviews and portfolio): `qualityPointsSql`'s twin. */
export const qualityPoints = (counts: { reviews: number; stars: number; cases: number }): number =>
  reviewPointsOfStars(counts.reviews, counts.stars) + portfolioPoints(counts.cases);

/** `portfolioPoints` in SQL. */
export const portfolioPointsSql = (caseCount: SQL): SQL =>
  pointsSql(MATCHING_CRITERIA.portfolio.weight, sql`least(${caseCount}, 10)`, 10);

/**
 * The points an agency earns whatever the project asks (reviews and portfolio) in SQL: the matching keys keep
 * them as a generated column, so a ranking adds one stored number per candidate instead of working them out.
 */
export const qualityPointsSql = (counts: { reviews: SQL; stars: SQL; cases: SQL }): SQL =>
  sql`(${reviewPointsSql(counts.reviews, counts.stars)} + ${portfolioPointsSql(counts.cases)})`;
