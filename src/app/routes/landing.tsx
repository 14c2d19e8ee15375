import { LandingPage } from '../../features/landing/LandingPage';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  useDocumentTitle(null);
  return <LandingPage />;
}
