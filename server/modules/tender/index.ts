import { registerIdempotency } from '../../http/idempotency';
import { modulePlugin } from '../../http/route-kit';
import { confidentialRoutes } from './confidential.routes';
import { conflictRoutes } from './conflicts.routes';
import { finalRoundRoutes } from './final-round.routes';
import { protocolRoutes } from './protocol.routes';
import { questionRoutes } from './questions.routes';
import { rubricRoutes } from './rubric.routes';
import { tenderRoutes } from './routes';

/**
 * `/tender/api`: invitations, the agency's inbox, tenders, candidates and their proposals, and the decisions
 * that close a project (a winner here, one outside the platform, a cancellation).
 */
export const tenderModule = modulePlugin(
  registerIdempotency, // first: it wires the routes that say `config: { idempotent: true }`
  tenderRoutes,
  protocolRoutes,
  questionRoutes,
  rubricRoutes,
  confidentialRoutes,
  conflictRoutes,
  finalRoundRoutes,
);

/** The project's PATCH tells a tender's invitees of a changed brief (and keeps half its period open). */
export { afterBriefChange } from './brief-change';
/** The project's `complete/` records the client's acceptance of the work in the tender's protocol. */
export { record } from './protocol';

// A client company's record as tender candidates rated it: the inbox shows it, and the review module's
// `communication-between-contractor-and-client/{company}/` may answer the same.
