import type { Project } from '../../../../contract/project';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useInvitationCounts } from '../api/invitations';
import { useMatchCount } from '../api/ranking';
import { budgetLabel, formatDates, statusLabel } from './format';
import { NextStepLink } from './NextStepLink';
import { plural } from '../../../../contract/plural';
import { Panel } from './Plain';

/** The project at a glance: what it is, its band and dates, how many agencies fit, what to do next. */
export function ProjectOverview({ project }: { project: Project }) {
  const count = useMatchCount(project.id);
  const invitations = useInvitationCounts(project.id);
  return (
    <Panel>
      <dl className="project-facts">
        <dt>Статус</dt>
        <dd>{statusLabel(project.status)}</dd>
        <dt>Бюджет</dt>
        <dd>{budgetLabel(project.budget)}</dd>
        <dt>Сроки</dt>
        <dd>{formatDates(project.start_date, project.deadline)}</dd>
        <dt>Подбор</dt>
        <dd>
          {count.data === undefined
            ? '…'
            : plural(count.data, ['агентство', 'агентства', 'агентств'])}
        </dd>
        <dt>Приглашены</dt>
        <dd>
          {invitations.isError
            ? 'не удалось посчитать'
            : invitations.data === undefined
              ? '…'
              : `${plural(invitations.data.invited, ['агентство', 'агентства', 'агентств'])}, ответили ${invitations.data.answered}`}
        </dd>
      </dl>
      <h2 className="project-section-title">Описание</h2>
      <p className="project-description">{project.description || 'Описание пока не заполнено.'}</p>
      <div className="project-card__actions">
        <NextStepLink project={project} />
        <ButtonLink to={paths.dashboard.projectDescription.getHref(project.id)}>
          Изменить описание
        </ButtonLink>
      </div>
    </Panel>
  );
}
