import { Link } from 'react-router-dom';
import type { Project } from '../../../../contract/project';
import { paths } from '../../../config/paths';
import { useProject } from '../api/projects';
import { budgetLabel, formatDates } from './format';
import { Panel } from './Plain';
import { RequirementsEditor } from './RequirementsEditor';
import './AboutProjectTab.css';

/** The project itself as invitees will read it: title, description, dates and budget, and where to change them. */
function ProjectFacts({ project }: { project: Project }) {
  return (
    <Panel title={<h2 className="project-section-title">Проект</h2>}>
      <dl className="project-facts">
        <dt>Название</dt>
        <dd>{project.title}</dd>
        <dt>Описание</dt>
        <dd className="project-facts__description">
          {project.description.trim() || 'Описания пока нет'}
        </dd>
        <dt>Сроки</dt>
        <dd>{formatDates(project.start_date, project.deadline)}</dd>
        <dt>Бюджет</dt>
        <dd>{budgetLabel(project.budget)}</dd>
      </dl>
      <Link
        className="project-facts__edit"
        to={paths.dashboard.projectDescription.getHref(project.id)}
      >
        Изменить описание, сроки и бюджет
      </Link>
    </Panel>
  );
}

/**
 * /performers/{id}/about-project: the whole project in one place — its title, description, dates and budget,
 * then every requirement the ranking reads (services, industries, languages, places, team), edited part by part.
 */
export function AboutProjectTab({ project }: { project: number }) {
  // The shell above has loaded the project: this reads it from the cache.
  const data = useProject(project).data;
  return (
    <div className="about-project">
      {data && <ProjectFacts project={data} />}
      <RequirementsEditor project={project} />
    </div>
  );
}
