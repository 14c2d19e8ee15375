import type { LegalSlug } from '../../config/paths';
import type { LegalDocument } from '../../features/legal/documents/types';
import type { FlowName } from '../../lib/flow-steps';

/** What a route tells its shared lazy module: which legal page or flow step it is. */
export type RouteHandle = {
  legalSlug?: LegalSlug;
  /** The legal document itself, loaded with the route's code. */
  legalDocument?: LegalDocument;
  flowStep?: { flow: FlowName; step: string };
  /** The route's lazy module, from the project root: the server's shell for the route preloads it. */
  module?: string;
  /** The module its loader starts the screen's requests with (`prefetching`): preloaded as well. */
  prefetch?: string;
};
