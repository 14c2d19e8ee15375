import type { MatchingPreview } from '../../../contract/matching-preview';
import type { RankedAgency } from '../../../contract/ranking';
import type { Db } from '../../db/client';
import { catalogueCards } from '../agency-cards';
import { countMatching, rankContractors, type Ranking } from '../matching';
import { previewRequirements, type PreviewBody } from './preview-requirements';

// `matching-preview/`: unsaved requirements → how many agencies fit, the best few, the budget's reality
// check. Two statements that only read: the count (no ranking) and, when `top` > 0, the top of the ranking.

export async function matchingPreview(
  db: Db,
  ranking: Ranking,
  body: PreviewBody,
  now: Date,
): Promise<MatchingPreview> {
  const requirements = await previewRequirements(db, body);
  const counted = await countMatching(db, requirements);
  const count = counted.fitting;
  return {
    count,
    top:
      body.top === 0 || count === 0
        ? []
        : await topAgencies(db, ranking, requirements, body.top, now),
    budget:
      requirements.budget === null
        ? null
        : {
            band: requirements.budget,
            matched: counted.matched,
            fitting: counted.fitting,
            usual_band: counted.usualBand,
          },
  };
}

/** The best `top` of the counted agencies: an inclusion counts only when it passes every filter too. */
async function topAgencies(
  db: Db,
  ranking: Ranking,
  requirements: Awaited<ReturnType<typeof previewRequirements>>,
  top: number,
  now: Date,
): Promise<RankedAgency[]> {
  const { results } = await rankContractors(
    ranking,
    { ...requirements, includedIds: [] },
    { page: 1, limit: top, offset: 0 },
    now,
  );
  const cards = new Map(
    (
      await catalogueCards(
        db,
        results.map((item) => item.contractorId),
      )
    ).map((card) => [card.id, card]),
  );
  return results.flatMap((item) => {
    const contractor = cards.get(item.contractorId);
    const includedByClient = requirements.includedIds.includes(item.contractorId);
    return contractor ? [{ ...item, includedByClient, contractor }] : [];
  });
}
