import type { ReactNode } from 'react';
import { Alert, Skeleton, Tag } from 'antd';
import type { Project } from '../../../../contract/project';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { NotFound } from '../../../components/not-found/NotFound';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useProject } from '../api/projects';
import { STATUS_COLORS, statusLabel } from './format';
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
    <AntdProvider>
      <section className="project-page" aria-labelledby="project-title">
        {project.isPending ? (
          <div role="status" aria-label="Загрузка проекта">
            <Skeleton active title paragraph={{ rows: 4 }} />
          </div>
        ) : project.isError ? (
          <Alert
            type="error"
            showIcon
            title="Не удалось загрузить проект"
            description="Проверьте подключение к интернету и обновите страницу."
          />
        ) : (
          <>
            <div className="project-page__head">
              <h1 id="project-title">{project.data.title}</h1>
              <Tag color={STATUS_COLORS[project.data.status]}>
                {statusLabel(project.data.status)}
              </Tag>
            </div>
            <TabLinks tabs={tabs} label={tabsLabel} />
            <div className="project-page__tab">{children(project.data)}</div>
          </>
        )}
      </section>
    </AntdProvider>
  );
}
