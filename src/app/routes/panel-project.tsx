import { useParams } from 'react-router-dom';
import { ProjectPage } from '../../features/inbox/components/ProjectPage';

// /panel/projects/{id}: plain HTML, one project of the inbox; the key starts its forms afresh per project.
export function Component() {
  const id = Number(useParams().id);
  return <ProjectPage key={id} id={id} />;
}
