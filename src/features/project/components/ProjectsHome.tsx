import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useProjects } from '../api/projects';
import { ProjectCard } from './ProjectCard';
import './project.css';

const SKELETON_CARDS = 2;

/** /dashboard: the company's projects, each with its counts and next step. */
export function ProjectsHome() {
  useDocumentTitle('Мои проекты');
  const projects = useProjects();
  return (
    <AntdProvider>
      <section className="project-page" aria-labelledby="projects-title">
        <div className="project-page__head">
          <h1 id="projects-title">Мои проекты</h1>
          <ButtonLink to={paths.createProject.root.getHref()} variant="primary">
            Создать проект
          </ButtonLink>
        </div>
        {projects.isPending ? (
          <div className="project-list" role="status" aria-label="Загрузка проектов">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <Card key={index} size="small">
                <Skeleton active paragraph={{ rows: 3 }} />
              </Card>
            ))}
          </div>
        ) : projects.isError ? (
          <Alert
            type="error"
            showIcon
            title="Не удалось загрузить проекты"
            description="Проверьте подключение к интернету и попробуйте ещё раз."
            action={<Button onClick={() => void projects.refetch()}>Повторить</Button>}
          />
        ) : projects.data.results.length === 0 ? (
          <Card>
            <Empty description="У вашей компании пока нет проектов. Опишите задачу — мы подберём агентства.">
              <ButtonLink to={paths.createProject.root.getHref()} variant="primary">
                Создать проект
              </ButtonLink>
            </Empty>
          </Card>
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
    </AntdProvider>
  );
}
