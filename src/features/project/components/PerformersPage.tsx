import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ProjectShell } from './ProjectShell';
import { performersTabs } from './project-tabs';

/** /performers/{id} and its tabs around one tab's content: the project's title, status and tabs. */
export function PerformersPage({
  title,
  tab,
}: {
  title: string;
  tab: (project: number) => ReactNode;
}) {
  const id = Number(useParams().id);
  return (
    <ProjectShell
      project={id}
      tabs={performersTabs(id)}
      tabsLabel="Подбор исполнителей"
      title={title}
    >
      {() => tab(id)}
    </ProjectShell>
  );
}
