import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { InboxProject } from '../../../../contract/tender';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { inboxQueryKey } from '../api/inbox';
import { inboxProjectQueryOptions, useInboxProject } from '../api/inbox-project';
import { useMarkViewed } from '../api/mark-viewed';
import { formatMoment, standingLabel } from '../format';
import { ClientRecordSection } from './ClientRecordSection';
import { ClientReviewOfAgency } from './ClientReviewOfAgency';
import { ConfidentialTerms } from './ConfidentialTerms';
import { DataTime } from '../../../components/pwa/DataTime';
import { InvitationAnswer } from './InvitationAnswer';
import { MatchSection } from './MatchSection';
import { ProjectBrief } from './ProjectBrief';
import { ProjectOutcome } from './ProjectOutcome';
import { FinalRoundOffer } from './FinalRoundOffer';
import { ProposalForm, ProposalView } from './ProposalForm';
import { ProtocolSection } from './ProtocolSection';
import { QuestionsSection } from './QuestionsSection';
import { RatingForms } from './RatingForms';
import { Section } from './Section';
import { workAccepted } from './work-status';
import './inbox.css';
import './inbox-skeleton.css';

const READ_ONLY_NOTE =
  'Отвечать на приглашения, отправлять предложения и оценивать заказчиков могут руководитель и менеджеры агентства. Вы видите проект без права изменений.';

/** What the agency does next, by where it stands: answer, propose, wait, or nothing more. */
function NextStep({ project }: { project: InboxProject }) {
  const open = project.status === 'sent' || project.status === 'viewed';
  if (open && project.can_answer) return <InvitationAnswer project={project} />;
  if (open)
    return (
      <Section title="Ответ на приглашение">
        <p>Ответить нужно до {formatMoment(project.expires_at)}.</p>
      </Section>
    );
  const { candidate, tender } = project;
  const mayPropose = candidate?.status === 'participant' || candidate?.status === 'shortlisted';
  if (candidate && tender?.is_open && mayPropose && project.can_answer && !project.closing)
    return <ProposalForm candidate={candidate} tender={tender} />;
  if (candidate) return <ProposalView candidate={candidate} />;
  if (project.status === 'accepted' && !project.closing)
    return (
      <Section title="Тендер">
        <p>
          Вы приняли приглашение. Когда заказчик начнёт тендер, здесь появится форма предложения.
        </p>
      </Section>
    );
  return null;
}

/** /panel/projects/{id}: the brief, why the agency was matched, the client's record, and its next step. */
export function ProjectPage({ id }: { id: number }) {
  const query = useInboxProject(id);
  const queryClient = useQueryClient();
  const served = query.data;
  const project = served?.data;
  useDocumentTitle(project?.title ?? 'Проект');
  const refresh = useCallback(
    () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxProjectQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
    [queryClient, id],
  );
  useMarkViewed(project, refresh);
  const missing = query.error instanceof ApiError && query.error.status === 404;

  return (
    <div className="inbox inbox-project">
      <p className="inbox-back">
        <Link to={paths.panel.projects.getHref()}>← Все проекты</Link>
      </p>
      <h1>{project?.title ?? 'Проект'}</h1>
      {project && (
        <p className="inbox-project__standing">
          <span className={`inbox-status inbox-status--${project.state}`}>
            {standingLabel(project.status, project.candidate_status)}
          </span>
          <span>{project.company_name}</span>
        </p>
      )}
      {served && <DataTime served={served} receivedAt={query.dataUpdatedAt} />}
      {query.isError && !project && (
        <Notice
          type="error"
          role="alert"
          title={
            missing
              ? 'Проект не найден: агентство не приглашено в него, или его удалили.'
              : 'Не удалось загрузить проект'
          }
        >
          {!missing && (
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              Повторить
            </button>
          )}
        </Notice>
      )}
      {!project && !query.isError && (
        <div role="status" aria-label="Загрузка" className="inbox-skeleton">
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </div>
      )}
      {project && (
        <>
          {!project.can_answer && (
            <Notice type="info" title="Только просмотр">
              <p>{READ_ONLY_NOTE}</p>
            </Notice>
          )}
          <ProjectOutcome project={project} />
          <ProjectBrief project={project} />
          {project.brief_hidden && <ConfidentialTerms project={project} />}
          {!project.brief_hidden && <QuestionsSection project={project.project} />}
          <MatchSection match={project.match} />
          {project.client_record && project.client_tenders && (
            <ClientRecordSection record={project.client_record} tenders={project.client_tenders} />
          )}
          <NextStep project={project} />
          {project.candidate && (
            <FinalRoundOffer
              project={project.project}
              canAnswer={project.can_answer}
              reason={[project.candidate.rejection_reason_name, project.candidate.rejection_comment]
                .filter(Boolean)
                .join('. ')}
            />
          )}
          {project.closing?.kind === 'winner' && project.candidate?.status === 'winner' && (
            <ClientReviewOfAgency
              project={project.project}
              agency={project.candidate.contractor}
              accepted={workAccepted(project)}
            />
          )}
          <RatingForms project={project} />
          {!project.brief_hidden && (
            <ProtocolSection project={project.project} since={query.dataUpdatedAt} />
          )}
        </>
      )}
    </div>
  );
}
