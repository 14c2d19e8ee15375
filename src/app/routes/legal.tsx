import type { ComponentType } from 'react';
import type { LegalDocument } from '../../features/legal/documents/types';
import { LegalPage } from '../../features/legal/LegalPage';

/**
 * A legal document's route component, in the default layout or inside the panel. The document comes with
 * the route's code (its own chunk, loaded side by side), not as loader data: a server-rendered page would
 * otherwise carry the whole text twice, once as HTML and once as data to hydrate with.
 */
export function legalRoute(doc: LegalDocument): { Component: ComponentType } {
  return { Component: () => <LegalPage doc={doc} /> };
}
