import { useState } from 'react';
import type { Candidate } from '../../../../contract/tender';
import { BusyButton } from '../../../components/busy-button/BusyButton';
import { showErrorToast } from '../../../lib/toast';
import { useQueuedCandidateDecision } from '../api/tender';
import { isQueued, QUEUED_TOAST } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { showToast } from '../../../lib/toast';
import { OutboxNote } from '../../../components/outbox/OutboxNote';
import { useOutboxScope } from '../../../hooks/use-outbox-scope';
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
  const update = useQueuedCandidateDecision(project);
  const scope = outboxScope.decision(candidate.id);
  // A decision taken offline waits in the outbox: no other one on this agency meanwhile.
  const waiting = useOutboxScope(scope).waiting.length > 0;
  const name = candidate.contractor_name;
  if (candidate.sealed || candidate.status === 'rejected' || candidate.status === 'winner')
    return <OutboxNote scope={scope} />;
  if (waiting) return <OutboxNote scope={scope} />;
  const close = () => setDialog(null);
  return (
    <div className="candidate-actions">
      <OutboxNote scope={scope} />
      {candidate.status === 'participant' && hasProposal(candidate) && (
        <BusyButton
          className="btn"
          aria-label={`В шорт-лист ${quoteName(name)}`}
          busy={update.isPending}
          onClick={() =>
            update.mutate(
              { id: candidate.id, status: 'shortlisted', label: `В шорт-лист ${quoteName(name)}` },
              {
                onSuccess: (outcome) => {
                  if (isQueued(outcome)) showToast({ ...QUEUED_TOAST, color: 'blue' });
                },
                onError: (error) => showErrorToast(error, 'Не удалось добавить в шорт-лист'),
              },
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
