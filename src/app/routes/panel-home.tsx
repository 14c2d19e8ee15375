import { PanelHome } from '../../features/company-profile/components/PanelHome';

// /panel: plain HTML, the agency's state in the catalogue and its profile's completeness.
export function Component() {
  return <PanelHome />;
}
