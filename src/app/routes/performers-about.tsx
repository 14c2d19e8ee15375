import { PerformersPage } from '../../features/project/components/PerformersPage';
import { RequirementsEditor } from '../../features/project/components/RequirementsEditor';

// /performers/{id}/about-project: the project's requirements, edited part by part, in plain HTML (no antd)
// within the first visit's JavaScript budget, like the ranking beside it.

export const AboutProject = () => (
  <PerformersPage title="Требования проекта" tab={(id) => <RequirementsEditor project={id} />} />
);
