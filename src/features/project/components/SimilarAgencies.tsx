import { CardRating } from '../../../components/agency-rating/CardRating';
import { InviteSlot } from '../../../components/invite-slot/InviteSlot';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSimilarAgencies } from '../api/similar';
import { Placeholder } from './Plain';
import { quoteName } from '../../../../contract/quote';
import './SimilarAgencies.css';

/** Agencies like the chosen one that also fit the project, each with why. */
export function SimilarAgencies({
  project,
  contractor,
  name,
}: {
  project: number;
  contractor: number;
  name: string;
}) {
  const similar = useSimilarAgencies(project, contractor, true);
  return (
    <section className="similar-agencies" aria-label={`Похожие на ${quoteName(name)}`}>
      <h3>Похожие на {quoteName(name)}</h3>
      {similar.isPending ? (
        <Placeholder label="Загрузка похожих агентств" rows={2} />
      ) : similar.isError ? (
        <p>Не удалось найти похожие агентства.</p>
      ) : similar.data.results.length === 0 ? (
        <p>Похожих агентств, подходящих проекту, не нашлось.</p>
      ) : (
        <ul>
          {similar.data.results.map((agency) => (
            <li key={agency.contractor.id}>
              <Link to={paths.executor.getHref(agency.contractor.id)}>
                {agency.contractor.name}
              </Link>{' '}
              <span className="similar-agencies__score">· {agency.score} из 100</span>
              <p>{agency.reason}</p>
              <CardRating
                count={agency.contractor.review_count}
                average={agency.contractor.rating}
              />
              <InviteSlot
                agency={{ id: agency.contractor.id, name: agency.contractor.name }}
                project={project}
                quiet
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
