import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { quoteName } from '../../../../contract/quote';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import '../../../components/button-link/button-link.css';
import type { InviteActionProps, InvitedAgency } from '../../../components/invite-slot/InviteSlot';
import { paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { isClient } from '../../../lib/roles';
import { InviteDialog } from './lazy-dialogs';

type InviteToProjectProps = InviteActionProps & {
  /** Puts the agency into the project flow's draft (the app passes the flow's own function). */
  includeInDraft: (agency: InvitedAgency) => void;
};

/**
 * «Пригласить в проект» beside an agency. A client opens the dialog (one of its projects, or a new one); a
 * guest goes into /create-project with the agency included, the draft kept through the registration; an
 * agency's people see nothing. The agency's name ends the button's accessible name, for the lists of cards.
 */
export function InviteToProject({
  agency,
  project,
  className,
  quiet = false,
  includeInDraft,
}: InviteToProjectProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      Пригласить в проект <span className="visually-hidden">{quoteName(agency.name)}</span>
    </>
  );
  const newProject = paths.createProject.root.getHref();

  if (!user)
    return (
      <ButtonLink
        to={newProject}
        variant={quiet ? 'default' : 'primary'}
        className={className}
        onClick={() => includeInDraft(agency)}
      >
        {label}
      </ButtonLink>
    );
  if (!isClient(user)) return null;
  return (
    <>
      <button
        type="button"
        className={['btn', !quiet && 'btn--primary', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <InviteDialog
        open={open}
        agency={agency}
        project={project}
        onClose={() => setOpen(false)}
        onNewProject={() => {
          includeInDraft(agency);
          void navigate(newProject);
        }}
      />
    </>
  );
}
