import type { ReactNode } from 'react';
import { InviteActionProvider, type InviteActionProps } from '../components/invite-slot/InviteSlot';
import { InviteToProject } from '../features/project/components/InviteToProject';
import { includeInDraft } from '../features/project-flow/include-agency';

// Where the project and the project flow meet the screens that show agencies (the catalogue, the agency's
// page, «Похожие» in a ranking): the invite button, with the flow's draft to carry the agency into a new
// project. Those screens' route modules wrap themselves in it, so its code (the dialog's loader, the draft)
// is theirs, not in every page's entry.

const renderInvite = (props: InviteActionProps) => (
  <InviteToProject {...props} includeInDraft={includeInDraft} />
);

/** Every agency below gets «Пригласить в проект» in its invite slot. */
export function InviteHost({ children }: { children: ReactNode }) {
  return <InviteActionProvider action={renderInvite}>{children}</InviteActionProvider>;
}
