import { modulePlugin } from '../../http/route-kit';
import { tenderRoutes } from './routes';

/**
 * `/tender/api`: invitations, the agency's inbox, tenders, candidates and their proposals, and the decisions
 * that close a project (a winner here, one outside the platform, a cancellation).
 */
export const tenderModule = modulePlugin(tenderRoutes);

// A client company's record as tender candidates rated it: the inbox shows it, and the review module's
// `communication-between-contractor-and-client/{company}/` may answer the same.
