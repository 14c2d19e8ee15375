import { PROJECT_STATUSES } from '../../../../contract/project-rules';
import type { InboxProject } from '../../../../contract/tender';
import { standingSentences } from '../../../../contract/tender-outcome';
import { CLOSING_KINDS } from '../../../../contract/tender-rules';
import { formatMoment } from '../format';
import { Section } from './Section';
import { workAccepted, wonHere } from './work-status';

/** What came of the project for this agency: the closing, and why it was not chosen when it was not. */
function outcomeText(project: InboxProject): string | null {
  const { closing, candidate } = project;
  if (closing?.kind === 'winner')
    return candidate?.status === 'winner'
      ? 'Заказчик выбрал ваше агентство. Поздравляем!'
      : `Заказчик выбрал другое агентство${closing.contractor_name ? `: ${closing.contractor_name}` : ''}.`;
  if (closing?.kind === 'third_party')
    return `Заказчик выбрал исполнителя вне платформы${closing.third_party_name ? `: ${closing.third_party_name}` : ''}.`;
  if (closing?.kind === 'cancelled') return 'Заказчик отменил проект.';
  return null;
}

/** The winner's work: in work until the client accepts it; the reviews both ways open then. */
function WorkStatus({ project }: { project: InboxProject }) {
  return workAccepted(project) ? (
    <p>
      <strong>{PROJECT_STATUSES.completed}.</strong> Заказчик отметил работу по проекту принятой.
    </p>
  ) : (
    <p>
      <strong>{PROJECT_STATUSES.in_work}.</strong> Когда вы всё сдадите, заказчик отметит работу
      принятой — тогда вы сможете оставить отзыв о заказчике, а он — о вашей работе.
    </p>
  );
}

export function ProjectOutcome({ project }: { project: InboxProject }) {
  const { closing, candidate } = project;
  const rejected = candidate?.status === 'rejected';
  if (!closing && !rejected && project.status !== 'expired' && project.status !== 'declined')
    return null;
  return (
    <Section title="Итог">
      {closing && (
        <>
          <p className="inbox-outcome">
            <strong>{CLOSING_KINDS[closing.kind]}</strong> · {formatMoment(closing.closed_at)}
          </p>
          <p>{outcomeText(project)}</p>
          {wonHere(project) && <WorkStatus project={project} />}
          {closing.reason && (
            <p>
              <span className="inbox-muted">Причина, которую назвал заказчик: </span>
              {closing.reason}
            </p>
          )}
          {candidate?.outcome &&
            standingSentences(candidate.outcome).map((line) => <p key={line}>{line}</p>)}
        </>
      )}
      {rejected && (
        <p>
          <span className="inbox-muted">Заказчик отклонил ваше предложение: </span>
          {[candidate.rejection_reason_name, candidate.rejection_comment]
            .filter(Boolean)
            .join('. ') || 'причину не указал.'}
        </p>
      )}
      {project.status === 'declined' && (
        <p>
          <span className="inbox-muted">Вы отклонили приглашение. </span>
          {project.refusal_comment}
        </p>
      )}
      {project.status === 'expired' && <p>Срок ответа на приглашение истёк.</p>}
    </Section>
  );
}
