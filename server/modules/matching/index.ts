// Matching: the agencies ranked for a project's requirements, with the reasons. No routes of its own: the
// contractor module's ranking endpoint calls rankAgencies(); the server warms its in-memory index at start.
export { rankAgencies, rankContractors } from './rank';
export { warmRankingIndex } from './candidate-index';
// The whole ranking as one SQL statement: the bench runs it raw as the endpoint's baseline, the tests hold the
// in-memory ranking to it.
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
export { keptPages } from './kept-pages';
// The project module's preview counts without ranking, and finds agencies like one of a ranking.
export { bandOfPrice, countMatching, type MatchingCount } from './preview-query';
export { similarAgencies } from './similar-query';
