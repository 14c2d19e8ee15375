import { Link } from 'react-router-dom';
import type { CatalogueCard } from '../../../../contract/catalogue';
import { CardRating } from '../../../components/agency-rating/CardRating';
import { matchedFirst } from '../../../components/agency-rating/matched-first';
import { paths } from '../../../config/paths';
import { plural } from '../../../../contract/plural';
import './AgencySummary.css';

const SERVICES_SHOWN = 4;

const initials = (name: string) =>
  name
    .replace(/[«»"']/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * An agency as the ranking shows it: logo, name (to its page), city and team, rating, services (those the
 * project requires first).
 */
export function AgencySummary({
  agency,
  headingId,
  wantedServices = [],
}: {
  agency: CatalogueCard;
  headingId: string;
  wantedServices?: readonly number[];
}) {
  const services = matchedFirst(agency.services, wantedServices);
  const more = services.length - SERVICES_SHOWN;
  const facts = [
    agency.city_name,
    agency.staff_count === null
      ? null
      : plural(agency.staff_count, ['сотрудник', 'сотрудника', 'сотрудников']),
  ].filter(Boolean);
  return (
    <div className="agency-summary">
      {agency.logo ? (
        <img className="agency-summary__logo" src={agency.logo} alt="" />
      ) : (
        <span className="agency-summary__logo agency-summary__logo--initials" aria-hidden="true">
          {initials(agency.name)}
        </span>
      )}
      <div className="agency-summary__text">
        <h2 id={headingId} className="agency-summary__name">
          <Link to={paths.executor.getHref(agency.id)}>{agency.name}</Link>
        </h2>
        {facts.length > 0 && <p className="agency-summary__city">{facts.join(' · ')}</p>}
        <CardRating count={agency.review_count} average={agency.rating} />
        {services.length > 0 && (
          <ul className="agency-summary__services" aria-label="Услуги">
            {services.slice(0, SERVICES_SHOWN).map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
            {more > 0 && <li>и ещё {more}</li>}
          </ul>
        )}
      </div>
    </div>
  );
}
