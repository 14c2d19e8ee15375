import { useState } from 'react';
import { Button } from 'antd';
import type { Candidate } from '../../../../contract/tender';
import { showErrorToast } from '../../../lib/toast';
import { useUpdateCandidate } from '../api/tender';
import { RejectDialog, WinnerDialog } from './CandidateDialogs';
import { hasProposal } from './tender-format';

/** A candidate's buttons while the project is open: shortlist, reject with a reason, choose as the winner. */
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
  if (candidate.status === 'rejected' || candidate.status === 'winner') return null;
  const close = () => setDialog(null);
  return (
    <div className="candidate-actions">
      {candidate.status === 'participant' && hasProposal(candidate) && (
        <Button
          aria-label={`В шорт-лист «${name}»`}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { id: candidate.id, status: 'shortlisted' },
              { onError: (error) => showErrorToast(error, 'Не удалось добавить в шорт-лист') },
            )
          }
        >
          В шорт-лист
        </Button>
      )}
      {hasProposal(candidate) && (
        <Button
          type="primary"
          aria-label={`Выбрать победителем «${name}»`}
          disabled={update.isPending}
          onClick={() => setDialog('winner')}
        >
          Выбрать победителем
        </Button>
      )}
      <Button
        danger
        aria-label={`Отклонить «${name}»`}
        disabled={update.isPending}
        onClick={() => setDialog('reject')}
      >
        Отклонить
      </Button>
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
