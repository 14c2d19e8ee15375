// Matching: the agencies ranked for a project's requirements, with the reasons. No routes of its own: the
// contractor module's ranking endpoint calls rankContractors().
export { rankContractors } from './rank';
// The bench runs the statement raw, as the baseline of its endpoint.
export { matchingStatement } from './matching-query';
export { reviewPoints } from './scoring';
// The ranking endpoint stores a project's whole ranking and pages from it while it is current.
export {
  currentCatalogueVersion,
  storedRankingPage,
  storeRanking,
  type RankingVersions,
} from './stored-ranking';
// The project module's preview counts without ranking, and finds agencies like one of a ranking.
export { bandOfPrice, countMatching, type MatchingCount } from './preview-query';
export { similarAgencies } from './similar-query';
