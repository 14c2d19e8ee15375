import type { Project } from '../../../../contract/project';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { useInvitations } from '../api/invitations';
import { useCandidates, useTenderOfProject } from '../api/tender';
import { ClosingOutcome } from './ClosingOutcome';
import { ComparisonMatrix } from './ComparisonMatrix';
import { EvaluationForm } from './EvaluationForm';
import { FinalRoundSection } from './FinalRoundSection';
import { InvitationList } from './InvitationList';
import { Panel, Placeholder } from './Plain';
import { QuestionsSection } from './QuestionsSection';
import { SealedProposals } from './SealedProposals';
import { StartTenderForm } from './StartTenderForm';
import { TenderSummary } from './TenderSummary';
import './tender.css';

/**
 * The performers tab's tender part, in plain HTML (its decision dialogs load antd when opened): who was invited
 * and their answers, the tender (or the form that starts it) and the comparison matrix of the proposals — once
 * they open; sealed, who sent one and when.
 */
export function TenderPerformers({
  project,
  children,
}: {
  project: Project;
  /** What follows the tender's part (the ranking), shown once that part has its content. */
  children?: React.ReactNode;
}) {
  const invitations = useInvitations(project.id);
  const state = useTenderOfProject(project.id);
  const tender = state.data?.tender ?? null;
  const candidates = useCandidates(project.id, tender !== null);
  // The proposals too: the matrix arriving later would push the ranking down under the reader.
  if (invitations.isPending || state.isPending || (tender !== null && candidates.isPending))
    return <Placeholder label="Загрузка приглашений и тендера" rows={5} />;
  if (invitations.isError || state.isError)
    return (
      <>
        <Notice type="error" role="alert" title="Не удалось загрузить приглашения и тендер" />
        {children}
      </>
    );
  const closing = state.data.closing;
  const accepted = invitations.data.filter((item) => item.status === 'accepted').length;
  return (
    <>
      {closing && <ClosingOutcome closing={closing} />}
      <Panel title={<h2 className="project-section-title">Приглашённые агентства</h2>}>
        {invitations.data.length === 0 ? (
          <div className="project-note">
            <p>Приглашений пока нет. Выберите агентства в избранном и отправьте им приглашения.</p>
            <ButtonLink
              variant="primary"
              to={paths.performers.sendingInvitations.getHref(project.id)}
            >
              Отправить приглашения
            </ButtonLink>
          </div>
        ) : (
          <InvitationList invitations={invitations.data} confidential={project.confidential} />
        )}
      </Panel>
      {tender ? (
        <TenderSummary tender={tender} />
      ) : (
        !closing && <StartTenderForm project={project.id} accepted={accepted} />
      )}
      {invitations.data.length > 0 && <QuestionsSection project={project.id} />}
      {tender && (
        <section className="tender-proposals" aria-labelledby="proposals-title">
          <h2 id="proposals-title" className="project-section-title">
            Сравнение предложений
          </h2>
          {candidates.isPending ? (
            <Placeholder label="Загрузка предложений" rows={4} />
          ) : candidates.isError ? (
            <Notice type="error" role="alert" title="Не удалось загрузить предложения" />
          ) : candidates.data.length === 0 ? (
            <p className="project-note">
              Участников пока нет: они появятся, когда агентства примут приглашения.
            </p>
          ) : !tender.proposals_open || candidates.data.some((candidate) => candidate.sealed) ? (
            <SealedProposals tender={tender} candidates={candidates.data} />
          ) : (
            <ComparisonMatrix project={project} candidates={candidates.data} />
          )}
        </section>
      )}
      {tender?.proposals_open && <EvaluationForm project={project.id} />}
      {tender?.proposals_open && candidates.data && (
        <FinalRoundSection project={project} candidates={candidates.data} />
      )}
      {children}
    </>
  );
}
