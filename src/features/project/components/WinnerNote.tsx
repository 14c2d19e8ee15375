import type { Project } from '../../../../contract/project';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { Panel } from './Plain';

/** The winner tab before tenders exist: what it will hold and what to do meanwhile. */
export function WinnerNote({ project }: { project: Project }) {
  return (
    <Panel>
      <h2 className="project-section-title">Победитель выбирается после тендера</h2>
      <p>
        Тендеры появятся в одном из ближайших обновлений: вы пригласите агентства, сравните их
        предложения и выберете победителя здесь. Пока можно собрать избранных исполнителей.
      </p>
      <ButtonLink variant="primary" to={paths.performers.favorites.getHref(project.id)}>
        Избранные исполнители
      </ButtonLink>
    </Panel>
  );
}
