// Matching: the agencies ranked for a project's requirements, with the reasons (README.md). Its state lives
// in the `ranking` plugin; the contractor module serves the ranking's page, the tender module reads scores.
export { rankingPlugin, type Ranking } from './ranking';
// The catalogue counts its facets over the ranking's index of every agency's keys.
export { LIST, LISTS, type CandidateIndex } from './candidate-index';
export { rankingPage, readStoredEarly } from './ranking-page';
export { scoresOf, type Scored, type Scoring } from './scores';
export { rankContractors } from './rank';
// Everything the ranking reads of a project, for the modules that check or show it too.
export { loadRequirements } from './requirements';
// The project module's preview counts without ranking, and finds agencies like one of a ranking.
export { bandOfPrice, countMatching, type MatchingCount } from './preview-query';
export { similarAgencies } from './similar-query';
