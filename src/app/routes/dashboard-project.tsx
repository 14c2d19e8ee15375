import { lazy, Suspense } from 'react';
import { Placeholder } from '../../features/project/components/Plain';
import { CompetitorsSection } from '../../features/project/components/CompetitorsSection';
import { ProjectOverview } from '../../features/project/components/ProjectOverview';
import { ProtocolPanel } from '../../features/project/components/ProtocolPanel';
import { RubricSection } from '../../features/project/components/RubricSection';
import { TopPerformers } from '../../features/project/components/TopPerformers';
import { DashboardProject } from './dashboard-project-shell';

// /dashboard/project/{id} and its tabs: overview and performers (the description and the winner are their own
// modules, dashboard-project-description.tsx and dashboard-project-winner.tsx). Plain HTML but for the
// tender's parts, which bring antd when their tab is opened.
const TenderPerformers = lazy(() =>
  import('../../features/project/components/TenderPerformers').then((module) => ({
    default: module.TenderPerformers,
  })),
);

export const Overview = () => (
  <DashboardProject
    title="Проект"
    tab={(project) => (
      <>
        <ProjectOverview project={project} />
        <RubricSection project={project.id} />
        <CompetitorsSection project={project.id} />
      </>
    )}
  />
);
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
            <ProtocolPanel project={project.id} />
          </TenderPerformers>
        </Suspense>
      </>
    )}
  />
);
