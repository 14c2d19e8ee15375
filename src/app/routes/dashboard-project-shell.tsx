import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Project } from '../../../contract/project';
import { ProjectShell } from '../../features/project/components/ProjectShell';
import { dashboardProjectTabs } from '../../features/project/components/project-tabs';

/** A tab of /dashboard/project/{id}: the project's heading and tabs around it (shared by the tabs' modules). */
export function DashboardProject({
  title,
  tab,
}: {
  title: string;
  tab: (project: Project) => ReactNode;
}) {
  const id = Number(useParams().id);
  return (
    <ProjectShell
      project={id}
      tabs={dashboardProjectTabs(id)}
      tabsLabel="Разделы проекта"
      title={title}
    >
      {tab}
    </ProjectShell>
  );
}
