import { useState } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { Project } from '../../../../contract/project';
import type { Candidate } from '../../../../contract/tender';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useCandidates, useTenderOfProject } from '../api/tender';
import { WinnerDialog } from './CandidateDialogs';
import { ClosingOutcome } from './ClosingOutcome';
import { CancelProjectDialog, ThirdPartyDialog } from './ProjectClosingDialogs';
import { ProjectReview } from './ProjectReview';
import { formatRoubles, hasProposal } from './tender-format';
import './tender.css';

/** The winner tab, on antd: the decision while the project is open; its outcome and the review once closed. */
export function WinnerTab(props: { project: Project }) {
  return (
    <AntdProvider>
      <WinnerPart {...props} />
    </AntdProvider>
  );
}

function WinnerPart({ project }: { project: Project }) {
  const state = useTenderOfProject(project.id);
  const tender = state.data?.tender ?? null;
  const candidates = useCandidates(project.id, tender !== null);
  if (state.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (state.isError) return <Alert type="error" showIcon title="Не удалось загрузить тендер" />;
  const { closing } = state.data;
  if (closing)
    return (
      <>
        <ClosingOutcome closing={closing} />
        {closing.kind === 'winner' && closing.contractor !== null && (
          <ProjectReview
            project={project.id}
            contractor={closing.contractor}
            contractorName={closing.contractor_name ?? ''}
          />
        )}
      </>
    );
  const proposals = (candidates.data ?? []).filter(
    (candidate) => hasProposal(candidate) && candidate.status !== 'rejected',
  );
  return (
    <>
      <Card size="small" title={<h2 className="project-section-title">Выбор победителя</h2>}>
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
          <Skeleton active paragraph={{ rows: 3 }} />
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
      </Card>
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
      <Button
        type="primary"
        aria-label={`Выбрать победителем «${candidate.contractor_name}»`}
        onClick={() => setOpen(true)}
      >
        Выбрать победителем
      </Button>
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
    <Card size="small" title={<h2 className="project-section-title">Другой исход</h2>}>
      <p className="project-note">
        Исполнитель выбран вне «Подряда» или проект больше не нужен — закройте его, и все
        приглашённые агентства узнают итог.
      </p>
      <div className="candidate-actions">
        <Button onClick={() => setDialog('third-party')}>Победитель не на платформе</Button>
        <Button danger onClick={() => setDialog('cancel')}>
          Отменить проект
        </Button>
      </div>
      <ThirdPartyDialog project={project} open={dialog === 'third-party'} onClose={close} />
      <CancelProjectDialog project={project} open={dialog === 'cancel'} onClose={close} />
    </Card>
  );
}
