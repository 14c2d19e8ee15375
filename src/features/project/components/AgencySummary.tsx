import { Link } from 'react-router-dom';
import type { CatalogueCard } from '../../../../contract/catalogue';
import { paths } from '../../../config/paths';
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

/** An agency as the ranking shows it: logo, name (to its page), city, services. */
export function AgencySummary({ agency, headingId }: { agency: CatalogueCard; headingId: string }) {
  const more = agency.services.length - SERVICES_SHOWN;
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
        {agency.city_name && <p className="agency-summary__city">{agency.city_name}</p>}
        {agency.services.length > 0 && (
          <ul className="agency-summary__services" aria-label="Услуги">
            {agency.services.slice(0, SERVICES_SHOWN).map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
            {more > 0 && <li>и ещё {more}</li>}
          </ul>
        )}
      </div>
    </div>
  );
}
