import { lazy, Suspense, useEffect } from 'react';
import { PerformersPage } from '../../features/project/components/PerformersPage';
import { TabPlaceholder } from '../../features/project/components/Plain';

// /performers/{id}/about-project: the project's requirements, edited part by part, in plain HTML (no antd)
// within the first visit's JavaScript budget, like the ranking beside it. The heading (the project's title,
// the page's largest text) paints with this small module; the editor's code follows beside the project's
// data, which the route's loader has already asked for.
const loadEditor = () => import('../../features/project/components/RequirementsEditor');
const RequirementsEditor = lazy(() =>
  loadEditor().then((module) => ({ default: module.RequirementsEditor })),
);

export function AboutProject() {
  // Asked for now, not once the project has come and the tab renders.
  useEffect(() => void loadEditor(), []);
  return (
    <PerformersPage
      title="Требования проекта"
      tab={(id) => (
        <Suspense fallback={<TabPlaceholder label="Загрузка требований" />}>
          <RequirementsEditor project={id} />
        </Suspense>
      )}
    />
  );
}
