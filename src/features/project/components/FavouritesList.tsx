import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useRemoveFavourite } from '../api/agency-lists';
import { useRequirements } from '../api/requirements';
import { quoteName } from '../../../../contract/quote';

/** The favourites (the requirements' whitelist): each links to its page and can be removed. */
export function FavouritesList({ project, note }: { project: number; note?: string }) {
  const requirements = useRequirements(project);
  const remove = useRemoveFavourite(project);
  if (requirements.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (requirements.isError)
    return <Alert type="error" showIcon title="Не удалось загрузить избранное" />;
  const favourites = requirements.data.whitelist;
  return (
    <Card size="small" title={<h2 className="project-section-title">Избранное</h2>}>
      {note && <p className="project-note">{note}</p>}
      {favourites.length === 0 ? (
        <Empty description="В избранном пока пусто. Отмечайте агентства в подборе кнопкой «В избранное».">
          <ButtonLink to={paths.performers.root.getHref(project)} variant="primary">
            К подбору
          </ButtonLink>
        </Empty>
      ) : (
        <ul className="agency-rows" aria-label="Избранные агентства">
          {favourites.map((row) => (
            <li key={row.id}>
              <Link to={paths.executor.getHref(row.contractor.id)}>{row.contractor.name}</Link>
              <Button
                onClick={() => remove.mutate(row.id)}
                disabled={remove.isPending}
                aria-label={`Убрать ${quoteName(row.contractor.name)} из избранного`}
              >
                Убрать
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
