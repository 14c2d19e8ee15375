import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { plural } from '../../../lib/plural';
import { useRanking } from '../api/ranking';

const TOP_SHOWN = 5;

/** The project's performers tab: the top of its ranking, and the way to the whole list. */
export function TopPerformers({ project }: { project: number }) {
  const ranking = useRanking(project);
  if (ranking.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (ranking.isError) return <Alert type="error" showIcon title="Не удалось загрузить подбор" />;
  return (
    <Card>
      <p className="ranking-list__count">
        Подходят {plural(ranking.data.count, ['агентство', 'агентства', 'агентств'])}
      </p>
      {ranking.data.count === 0 ? (
        <p>Ни одно агентство не проходит требования проекта.</p>
      ) : (
        <ol className="agency-rows" aria-label="Лучшие совпадения">
          {ranking.data.results.slice(0, TOP_SHOWN).map((item) => (
            <li key={item.contractorId}>
              <span>
                <Link to={paths.executor.getHref(item.contractorId)}>{item.contractor.name}</Link>
                {item.contractor.city_name && ` · ${item.contractor.city_name}`}
              </span>
              <strong>{item.score} из 100</strong>
            </li>
          ))}
        </ol>
      )}
      <ButtonLink variant="primary" to={paths.performers.root.getHref(project)}>
        Весь подбор с объяснениями
      </ButtonLink>
    </Card>
  );
}
