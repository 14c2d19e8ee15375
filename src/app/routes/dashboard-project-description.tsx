import { ProjectEditForm } from '../../features/project/components/ProjectEditForm';
import { DashboardProject } from './dashboard-project-shell';

// /dashboard/project/{id}/description: its own module, so the server's shell for it preloads the form's code
// (react-hook-form) beside the entry, while the other tabs load none of it.
export const Description = () => (
  <DashboardProject
    title="Описание проекта"
    tab={(project) => <ProjectEditForm key={project.updated_at} project={project} />}
  />
);
