import { LegalPage } from '../../features/legal/LegalPage';
import { useRouteHandle } from './use-route-handle';

/**
 * A legal document, in the default layout or inside the panel. The document comes with the route's code
 * (its own chunk, loaded side by side, into the route's handle), not as loader data: a server-rendered page
 * would otherwise carry the whole text twice, once as HTML and once as data to hydrate with.
 */
export function Component() {
  const { legalDocument } = useRouteHandle();
  return legalDocument ? <LegalPage doc={legalDocument} /> : null;
}
