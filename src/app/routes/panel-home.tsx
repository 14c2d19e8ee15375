import { PanelHome } from '../../features/company-profile/components/PanelHome';
import { NeedsAnswer } from '../../features/inbox/components/NeedsAnswer';

// /panel: plain HTML, what needs an answer now, the agency's state in the catalogue and its profile's
// completeness.
export function Component() {
  return <PanelHome attention={<NeedsAnswer />} />;
}
