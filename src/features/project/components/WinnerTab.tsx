import { useState } from 'react';
import type { Project } from '../../../../contract/project';
import type { Candidate } from '../../../../contract/tender';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { useCandidates, useTenderOfProject } from '../api/tender';
import { ClosingOutcome } from './ClosingOutcome';
import { CancelProjectDialog, ThirdPartyDialog, WinnerDialog } from './lazy-dialogs';
import { Panel, Placeholder } from './Plain';
import { ProjectReview } from './ProjectReview';
import { SealedNotice } from './SealedProposals';
import { WorkInProgress } from './WorkInProgress';
import { formatRoubles, hasProposal } from './tender-format';
import './tender.css';
import { quoteName } from '../../../../contract/quote';

/**
 * The winner tab, in plain HTML (its dialogs load antd when opened): the decision while the tender goes on;
 * then its outcome and, with a winner chosen here, the work: «Принять работу» while it is in work, the
 * review of it once accepted.
 */
export function WinnerTab({ project }: { project: Project }) {
  const state = useTenderOfProject(project.id);
  const tender = state.data?.tender ?? null;
  const candidates = useCandidates(project.id, tender !== null);
  if (state.isPending) return <Placeholder label="Загрузка тендера" rows={4} />;
  if (state.isError)
    return <Notice type="error" role="alert" title="Не удалось загрузить тендер" />;
  const { closing } = state.data;
  if (closing)
    return (
      <>
        <ClosingOutcome closing={closing} />
        {closing.kind === 'winner' &&
          closing.contractor !== null &&
          (project.status === 'in_work' ? (
            <WorkInProgress project={project.id} contractorName={closing.contractor_name ?? ''} />
          ) : (
            // `completed`, or `closed` by a winner chosen before the work was accepted separately
            <ProjectReview
              project={project.id}
              contractor={closing.contractor}
              contractorName={closing.contractor_name ?? ''}
            />
          ))}
      </>
    );
  const proposals = (candidates.data ?? []).filter(
    (candidate) => hasProposal(candidate) && candidate.status !== 'rejected',
  );
  return (
    <>
      <Panel title={<h2 className="project-section-title">Выбор победителя</h2>}>
        {!tender ? (
          <div className="project-note">
            <p>
              Тендер ещё не начат: начните его на вкладке «Исполнители», и победителя можно будет
              выбрать среди присланных предложений.
            </p>
            <ButtonLink
              variant="primary"
              to={paths.dashboard.projectPerformers.getHref(project.id)}
            >
              К исполнителям
            </ButtonLink>
          </div>
        ) : candidates.isPending ? (
          <Placeholder label="Загрузка предложений" rows={3} />
        ) : candidates.isError ? (
          <Notice type="error" role="alert" title="Не удалось загрузить предложения" />
        ) : !tender.proposals_open ? (
          <SealedNotice tender={tender} />
        ) : proposals.length === 0 ? (
          <p className="project-note">
            Предложений пока нет. Сравнить их можно будет на вкладке «Исполнители».
          </p>
        ) : (
          <ul className="agency-rows" aria-label="Присланные предложения">
            {proposals.map((candidate) => (
              <ProposalRow key={candidate.id} project={project.id} candidate={candidate} />
            ))}
          </ul>
        )}
      </Panel>
      <OtherOutcomes project={project.id} />
    </>
  );
}

function ProposalRow({ project, candidate }: { project: number; candidate: Candidate }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <span>
        <strong>{candidate.contractor_name}</strong>
        {candidate.price !== null && ` · ${formatRoubles(candidate.price)}`}
        {candidate.timeline_days !== null && ` · ${candidate.timeline_days} дн.`}
      </span>
      <button
        type="button"
        className="btn btn--primary"
        aria-label={`Выбрать победителем ${quoteName(candidate.contractor_name)}`}
        onClick={() => setOpen(true)}
      >
        Выбрать победителем
      </button>
      <WinnerDialog
        project={project}
        candidate={candidate}
        open={open}
        onClose={() => setOpen(false)}
      />
    </li>
  );
}

/** Closing the project another way: a winner chosen outside the platform, or no project at all. */
function OtherOutcomes({ project }: { project: number }) {
  const [dialog, setDialog] = useState<'third-party' | 'cancel' | null>(null);
  const close = () => setDialog(null);
  return (
    <Panel title={<h2 className="project-section-title">Другой исход</h2>}>
      <p className="project-note">
        Исполнитель выбран вне «Подряда» или проект больше не нужен — закройте его, и все
        приглашённые агентства узнают итог.
      </p>
      <div className="candidate-actions">
        <button type="button" className="btn" onClick={() => setDialog('third-party')}>
          Победитель не на платформе
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setDialog('cancel')}>
          Отменить проект
        </button>
      </div>
      <ThirdPartyDialog project={project} open={dialog === 'third-party'} onClose={close} />
      <CancelProjectDialog project={project} open={dialog === 'cancel'} onClose={close} />
    </Panel>
  );
}
