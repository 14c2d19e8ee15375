import { Notice } from '../../../components/plain-form/Notice';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useProjects } from '../api/projects';
import { Panel, Placeholder } from './Plain';
import { ProjectCard } from './ProjectCard';
import './project.css';

const SKELETON_CARDS = 2;

/** /dashboard: the company's projects, each with its counts and next step. */
export function ProjectsHome() {
  useDocumentTitle('Мои проекты');
  const projects = useProjects();
  return (
    <section className="project-page" aria-labelledby="projects-title">
      <div className="project-page__head">
        <h1 id="projects-title">Мои проекты</h1>
        <ButtonLink to={paths.createProject.root.getHref()} variant="primary">
          Создать проект
        </ButtonLink>
      </div>
      {projects.isPending ? (
        <div className="project-list">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Placeholder key={index} label="Загрузка проектов" />
          ))}
        </div>
      ) : projects.isError ? (
        <Notice type="error" role="alert" title="Не удалось загрузить проекты">
          <p>Проверьте подключение к интернету и обновите страницу.</p>
          <button type="button" className="btn" onClick={() => void projects.refetch()}>
            Повторить
          </button>
        </Notice>
      ) : projects.data.results.length === 0 ? (
        <Panel>
          <p>У вашей компании пока нет проектов. Опишите задачу — мы подберём агентства.</p>
          <ButtonLink to={paths.createProject.root.getHref()} variant="primary">
            Создать проект
          </ButtonLink>
        </Panel>
      ) : (
        <ul className="project-list">
          {projects.data.results.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
