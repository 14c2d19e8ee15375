import { createContext, useContext, type ReactNode } from 'react';

// «Пригласить в проект» wherever an agency appears (the catalogue's card, the agency's page, «Похожие»):
// those screens belong to features that may not import the project's code, so they leave a slot and their
// route modules fill it (src/app/invite-host.tsx) with the button that picks a project or starts one.

/** The agency to invite: its id and its name, to show without a request. */
export type InvitedAgency = { id: number; name: string };

export type InviteActionProps = {
  agency: InvitedAgency;
  /** The project the agency is shown for («Похожие» in a ranking): the dialog picks it first. */
  project?: number;
  /** More classes for the button (a card's corner, say). */
  className?: string;
  /** An ordinary button, not the primary one (a list of cards, each with its own). */
  quiet?: boolean;
};

type RenderInvite = (props: InviteActionProps) => ReactNode;

const InviteAction = createContext<RenderInvite | null>(null);

/** Provides the invite button to every slot below. */
export function InviteActionProvider({
  action,
  children,
}: {
  action: RenderInvite;
  children: ReactNode;
}) {
  return <InviteAction.Provider value={action}>{children}</InviteAction.Provider>;
}

/** The invite button the app provides for this agency (none where the app provides none). */
export function InviteSlot(props: InviteActionProps) {
  const render = useContext(InviteAction);
  return render ? render(props) : null;
}
