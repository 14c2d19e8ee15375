import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { Project } from '../../../contract/project';
import { Placeholder } from '../../features/project/components/Plain';
import { ProjectOverview } from '../../features/project/components/ProjectOverview';
import { ProjectShell } from '../../features/project/components/ProjectShell';
import { dashboardProjectTabs } from '../../features/project/components/project-tabs';
import { TopPerformers } from '../../features/project/components/TopPerformers';

// /dashboard/project/{id} and its tabs: overview, description (edit), performers, winner. Plain HTML but for the
// tender's parts, which bring antd when their tab is opened. The edit form (react-hook-form) is its tab's own.
const loadEditForm = () => import('../../features/project/components/ProjectEditForm');
const ProjectEditForm = lazy(() =>
  loadEditForm().then((module) => ({ default: module.ProjectEditForm })),
);
const TenderPerformers = lazy(() =>
  import('../../features/project/components/TenderPerformers').then((module) => ({
    default: module.TenderPerformers,
  })),
);
const WinnerTab = lazy(() =>
  import('../../features/project/components/WinnerTab').then((module) => ({
    default: module.WinnerTab,
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
export const Description = () => {
  // The form's code loads beside the project, not after it.
  void loadEditForm();
  return (
    <DashboardProject
      title="Описание проекта"
      tab={(project) => (
        <Suspense fallback={<Placeholder label="Загрузка формы" rows={6} />}>
          <ProjectEditForm key={project.updated_at} project={project} />
        </Suspense>
      )}
    />
  );
};
export const Performers = () => (
  <DashboardProject
    title="Исполнители проекта"
    tab={(project) => (
      <>
        <Suspense fallback={<Placeholder label="Загрузка приглашений и тендера" rows={6} />}>
          {/* The ranking comes after the tender's part has its height, so nothing above it moves. */}
          <TenderPerformers project={project}>
            <h2 className="project-section-title">Подбор</h2>
            <TopPerformers project={project.id} />
          </TenderPerformers>
        </Suspense>
      </>
    )}
  />
);
export const Winner = () => (
  <DashboardProject
    title="Выбор победителя"
    tab={(project) => (
      <Suspense fallback={<Placeholder label="Загрузка решения" rows={5} />}>
        <WinnerTab project={project} />
      </Suspense>
    )}
  />
);
