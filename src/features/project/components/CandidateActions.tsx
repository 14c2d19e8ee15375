import { useState } from 'react';
import type { Candidate } from '../../../../contract/tender';
import { BusyButton } from '../../../components/busy-button/BusyButton';
import { showErrorToast } from '../../../lib/toast';
import { useUpdateCandidate } from '../api/tender';
import { RejectDialog, WinnerDialog } from './lazy-dialogs';
import { hasProposal } from './tender-format';
import { quoteName } from '../../../../contract/quote';

/**
 * A candidate's buttons while the project is open and the proposals opened: shortlist, reject with a reason,
 * choose as the winner. Sealed, none: every decision needs the proposal's content.
 */
export function CandidateActions({
  project,
  candidate,
}: {
  project: number;
  candidate: Candidate;
}) {
  const [dialog, setDialog] = useState<'reject' | 'winner' | null>(null);
  const update = useUpdateCandidate(project);
  const name = candidate.contractor_name;
  if (candidate.sealed || candidate.status === 'rejected' || candidate.status === 'winner')
    return null;
  const close = () => setDialog(null);
  return (
    <div className="candidate-actions">
      {candidate.status === 'participant' && hasProposal(candidate) && (
        <BusyButton
          className="btn"
          aria-label={`В шорт-лист ${quoteName(name)}`}
          busy={update.isPending}
          onClick={() =>
            update.mutate(
              { id: candidate.id, status: 'shortlisted' },
              { onError: (error) => showErrorToast(error, 'Не удалось добавить в шорт-лист') },
            )
          }
        >
          В шорт-лист
        </BusyButton>
      )}
      {hasProposal(candidate) && (
        <BusyButton
          className="btn btn--primary"
          aria-label={`Выбрать победителем ${quoteName(name)}`}
          busy={update.isPending}
          onClick={() => setDialog('winner')}
        >
          Выбрать победителем
        </BusyButton>
      )}
      <BusyButton
        className="btn btn--danger"
        aria-label={`Отклонить ${quoteName(name)}`}
        busy={update.isPending}
        onClick={() => setDialog('reject')}
      >
        Отклонить
      </BusyButton>
      <RejectDialog
        project={project}
        candidate={candidate}
        open={dialog === 'reject'}
        onClose={close}
      />
      <WinnerDialog
        project={project}
        candidate={candidate}
        open={dialog === 'winner'}
        onClose={close}
      />
    </div>
  );
}
