import { Link } from 'react-router-dom';
import type { Project } from '../../../../contract/project';
import { paths } from '../../../config/paths';
import { plural } from '../../../../contract/plural';
import { useMatchCount } from '../api/ranking';
import { budgetLabel, formatDates } from './format';
import { InvitationCounts } from './InvitationCounts';
import { NextStepLink } from './NextStepLink';
import { StatusTag } from './Plain';
import './Plain.css';
import './ProjectCard.css';

/** How many agencies fit the project now (the ranking's count). */
function MatchCount({ project }: { project: number }) {
  const count = useMatchCount(project);
  if (count.isPending) return <span className="project-card__muted">считаем…</span>;
  if (count.isError) return <span className="project-card__muted">не удалось посчитать</span>;
  return <strong>{plural(count.data, ['агентство', 'агентства', 'агентств'])}</strong>;
}

/** One project on the client's home: where it stands, its counts and what to do next. */
export function ProjectCard({ project }: { project: Project }) {
  const titleId = `project-${project.id}`;
  return (
    <article className="plain-panel project-card" aria-labelledby={titleId}>
      <div className="project-card__head">
        <h2 id={titleId} className="project-card__title">
          <Link to={paths.dashboard.project.getHref(project.id)}>{project.title}</Link>
        </h2>
        <StatusTag status={project.status} />
      </div>
      <p className="project-card__facts">
        {budgetLabel(project.budget)} · {formatDates(project.start_date, project.deadline)}
      </p>
      <dl className="project-card__counts">
        <div>
          <dt>Подбор</dt>
          <dd>
            <MatchCount project={project.id} />
          </dd>
        </div>
        <InvitationCounts project={project.id} />
      </dl>
      <div className="project-card__actions">
        <NextStepLink project={project} />
        <Link to={paths.dashboard.projectDescription.getHref(project.id)}>Изменить проект</Link>
      </div>
    </article>
  );
}
