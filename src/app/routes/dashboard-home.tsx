import { ProjectsHome } from '../../features/project/components/ProjectsHome';

// /dashboard: the client's home, its company's projects.
export function Component() {
  return <ProjectsHome />;
}
