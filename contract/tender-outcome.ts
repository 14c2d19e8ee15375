// What an agency not chosen learns when the client chooses the winner: the reason, its place among the
// proposals compared, and how the winner's price stood against its own. Plain values and pure functions: the
// server computes a standing once at the choice, the notification and the agency's page word it the same way.

/** Fewer proposals than this: a place says nothing («2-е из 2» is just «not chosen»), only the reason is told. */
export const STANDING_MIN_PROPOSALS = 3;

/**
 * Within this share of the agency's own price the winner's counts as «the same»: estimates round to a few
 * percent, and a narrower band would let a loser work out the winner's exact price.
 */
export const SAME_PRICE_SHARE = 0.05;

export const PRICE_RELATIONS = {
  below: 'Цена победителя ниже вашей.',
  same: 'Цена победителя примерно такая же, как ваша.',
  above: 'Цена победителя выше вашей.',
} as const;
export type PriceRelation = keyof typeof PRICE_RELATIONS;

/** The winner's price against the agency's own: within ±SAME_PRICE_SHARE of it is `same`. */
export function priceRelation(winner: number, own: number): PriceRelation {
  const band = own * SAME_PRICE_SHARE;
  if (winner < own - band) return 'below';
  if (winner > own + band) return 'above';
  return 'same';
}

/** «1-е», «2-е», «3-е»: a neuter ordinal in figures (предложение — оно), the same ending for every number. */
export const ordinalNeuter = (n: number) => `${n}-е`;

/** One agency's standing as told: its place of `proposals` (null: not told), the winner's price (null: not told). */
export interface Standing {
  place: number | null;
  proposals: number;
  winner_price: PriceRelation | null;
}

/** A proposal compared: its final score (null when the comparison has none) and its price. */
export interface ComparedProposal {
  score: number | null;
  price: number | null;
}

/**
 * The standing of `own` (null: it sent no proposal) among `compared` (every proposal sent, the winner's and its
 * own included). The place counts the proposals scored strictly higher, so equal scores share a place; it is
 * told only with STANDING_MIN_PROPOSALS or more and every score known. The price relation follows the same
 * rule and the client's `tellPrice`.
 */
export function standingOf(
  own: ComparedProposal | null,
  compared: readonly ComparedProposal[],
  winnerPrice: number | null,
  tellPrice: boolean,
): Standing {
  const proposals = compared.length;
  if (own === null || proposals < STANDING_MIN_PROPOSALS)
    return { place: null, proposals, winner_price: null };
  const scores = compared.map((p) => p.score);
  const ownScore = own.score;
  const place =
    ownScore === null || scores.some((s) => s === null)
      ? null
      : 1 + scores.filter((s) => s! > ownScore).length;
  const winner_price =
    tellPrice && winnerPrice !== null && own.price !== null
      ? priceRelation(winnerPrice, own.price)
      : null;
  return { place, proposals, winner_price };
}

/** The standing in sentences, after the reason: «Ваше предложение — 2-е из 4 по итоговой оценке.» and the price. */
export function standingSentences(standing: Standing): string[] {
  const sentences: string[] = [];
  if (standing.place !== null)
    sentences.push(
      `Ваше предложение — ${ordinalNeuter(standing.place)} из ${standing.proposals} по итоговой оценке.`,
    );
  if (standing.winner_price !== null) sentences.push(PRICE_RELATIONS[standing.winner_price]);
  return sentences;
}
