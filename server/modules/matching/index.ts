// Matching: the agencies ranked for a project's requirements, with the reasons. No routes of its own: the
// contractor module's ranking endpoint calls rankContractors().
export { rankAgencies, rankContractors } from './rank';
// The bench runs the ranking endpoint's statement raw, as the baseline of its endpoint.
export { matchingStatement } from './matching-query';
export { rankingStatement } from './rank';
export { reviewPoints } from '../../db/scoring';
// The ranking endpoint stores the pages of a project's ranking it answered, and answers from them while current.
export {
  currentCatalogueVersion,
  rankingBasis,
  rowValidAt,
  storedRankingPage,
  storeRankingPage,
  type RankingVersions,
} from './stored-ranking';
// The project module's preview counts without ranking, and finds agencies like one of a ranking.
export { bandOfPrice, countMatching, type MatchingCount } from './preview-query';
export { similarAgencies } from './similar-query';
