import { useParams } from 'react-router-dom';
import type { Project } from '../../../contract/project';
import { ProjectEditForm } from '../../features/project/components/ProjectEditForm';
import { ProjectOverview } from '../../features/project/components/ProjectOverview';
import { ProjectShell } from '../../features/project/components/ProjectShell';
import { dashboardProjectTabs } from '../../features/project/components/project-tabs';
import { TopPerformers } from '../../features/project/components/TopPerformers';
import { WinnerNote } from '../../features/project/components/WinnerNote';

// /dashboard/project/{id} and its tabs: overview, description (edit), performers, winner.

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
    tab={(project) => <ProjectEditForm key={project.updated_at} project={project} />}
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
