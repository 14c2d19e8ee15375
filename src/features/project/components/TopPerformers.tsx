import { Link } from 'react-router-dom';
import { Notice } from '../../../components/plain-form/Notice';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { AGENCY_FORMS, FITS_FORMS, plural, pluralForm } from '../../../../contract/plural';
import { useRanking } from '../api/ranking';
import { Panel, Placeholder } from './Plain';

const TOP_SHOWN = 5;

/** The project's performers tab: the top of its ranking, and the way to the whole list. */
export function TopPerformers({ project }: { project: number }) {
  const ranking = useRanking(project);
  if (ranking.isPending) return <Placeholder label="Загрузка подбора" rows={5} />;
  if (ranking.isError)
    return <Notice type="error" role="alert" title="Не удалось загрузить подбор" />;
  return (
    <Panel>
      <p className="ranking-list__count">
        {pluralForm(ranking.data.count, FITS_FORMS)} {plural(ranking.data.count, AGENCY_FORMS)}
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
    </Panel>
  );
}
