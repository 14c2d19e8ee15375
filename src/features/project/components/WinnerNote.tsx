import { Card, Result } from 'antd';
import type { Project } from '../../../../contract/project';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';

/** The winner tab before tenders exist: what it will hold and what to do meanwhile. */
export function WinnerNote({ project }: { project: Project }) {
  return (
    <Card>
      <Result
        status="info"
        title="Победитель выбирается после тендера"
        subTitle="Тендеры появятся в одном из ближайших обновлений: вы пригласите агентства, сравните их предложения и выберете победителя здесь. Пока можно собрать избранных исполнителей."
        extra={
          <ButtonLink variant="primary" to={paths.performers.favorites.getHref(project.id)}>
            Избранные исполнители
          </ButtonLink>
        }
      />
    </Card>
  );
}
