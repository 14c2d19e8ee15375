import { useLoaderData } from 'react-router-dom';
import type { LegalDocument } from '../../features/legal/documents/types';
import { LegalPage } from '../../features/legal/LegalPage';

/** A legal document (its route's loader fetched its own chunk), in the default layout or inside the panel. */
export function Component() {
  const doc = useLoaderData<LegalDocument>();
  return <LegalPage doc={doc} />;
}
