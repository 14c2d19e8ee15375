import type { Project } from '../../../../contract/project';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';

/**
 * A project's main action by where it stands: its performers while it is matched and in tender; once a
 * winner was chosen here, the winner tab: the work to accept, then the outcome and the review.
 */
export function NextStepLink({ project }: { project: Project }) {
  const winnerTab = paths.dashboard.projectWinner.getHref(project.id);
  if (project.status === 'in_work')
    return (
      <ButtonLink variant="primary" to={winnerTab}>
        К приёмке работы
      </ButtonLink>
    );
  if (project.status === 'completed')
    return (
      <ButtonLink variant="primary" to={winnerTab}>
        Итоги и отзыв
      </ButtonLink>
    );
  return (
    <ButtonLink variant="primary" to={paths.performers.root.getHref(project.id)}>
      Посмотреть исполнителей
    </ButtonLink>
  );
}
