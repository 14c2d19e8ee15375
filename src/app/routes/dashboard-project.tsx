import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { Project } from '../../../contract/project';
import { Placeholder } from '../../features/project/components/Plain';
import { ProjectOverview } from '../../features/project/components/ProjectOverview';
import { ProjectShell } from '../../features/project/components/ProjectShell';
import { dashboardProjectTabs } from '../../features/project/components/project-tabs';
import { TopPerformers } from '../../features/project/components/TopPerformers';
import { WinnerNote } from '../../features/project/components/WinnerNote';

// /dashboard/project/{id} and its tabs: overview, description (edit), performers, winner. Plain HTML but for the
// edit form, which brings antd and its date pickers when its tab is opened.
const ProjectEditForm = lazy(() =>
  import('../../features/project/components/ProjectEditForm').then((module) => ({
    default: module.ProjectEditForm,
  })),
);

function DashboardProject({
  title,
  tab,
}: {
  title: string;
  tab: (project: Project) => React.ReactNode;
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

export const Overview = () => (
  <DashboardProject title="Проект" tab={(project) => <ProjectOverview project={project} />} />
);
export const Description = () => (
  <DashboardProject
    title="Описание проекта"
    tab={(project) => (
      <Suspense fallback={<Placeholder label="Загрузка формы" rows={6} />}>
        <ProjectEditForm key={project.updated_at} project={project} />
      </Suspense>
    )}
  />
);
export const Performers = () => (
  <DashboardProject
    title="Исполнители проекта"
    tab={(project) => <TopPerformers project={project.id} />}
  />
);
export const Winner = () => (
  <DashboardProject title="Выбор победителя" tab={(project) => <WinnerNote project={project} />} />
);
