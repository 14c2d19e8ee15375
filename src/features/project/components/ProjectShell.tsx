import type { ReactNode } from 'react';
import type { Project } from '../../../../contract/project';
import { NotFound } from '../../../components/not-found/NotFound';
import { Notice } from '../../../components/plain-form/Notice';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useProject } from '../api/projects';
import { Placeholder, StatusTag } from './Plain';
import { TabLinks, type TabLink } from './TabLinks';
import './project.css';

type ProjectShellProps = {
  project: number;
  tabs: TabLink[];
  tabsLabel: string;
  /** The tab's own title, for the browser's tab. */
  title: string;
  children: (project: Project) => ReactNode;
};

/** A project's page: its title and status, its tabs, and the tab; a project not the client's is a 404. */
export function ProjectShell({ project: id, tabs, tabsLabel, title, children }: ProjectShellProps) {
  const project = useProject(id);
  useDocumentTitle(project.data ? `${title}: ${project.data.title}` : title);
  if (project.isError && project.error instanceof ApiError && project.error.status === 404)
    return <NotFound />;
  return (
    <section className="project-page" aria-labelledby="project-title">
      {project.isPending ? (
        <Placeholder label="Загрузка проекта" rows={4} />
      ) : project.isError ? (
        <Notice type="error" role="alert" title="Не удалось загрузить проект">
          Проверьте подключение к интернету и обновите страницу.
        </Notice>
      ) : (
        <>
          <div className="project-page__head">
            <h1 id="project-title">{project.data.title}</h1>
            <StatusTag status={project.data.status} />
          </div>
          <TabLinks tabs={tabs} label={tabsLabel} />
          <div className="project-page__tab">{children(project.data)}</div>
        </>
      )}
    </section>
  );
}
