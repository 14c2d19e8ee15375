import { Link } from 'react-router-dom';
import type { CatalogueCard } from '../../../../contract/catalogue';
import { paths } from '../../../config/paths';
import { plural } from '../../../../contract/plural';
import { CardRating } from '../../../components/agency-rating/CardRating';
import { InviteSlot } from '../../../components/invite-slot/InviteSlot';
import { matchedFirst } from '../../../components/agency-rating/matched-first';
import { AgencyLogo } from './AgencyLogo';
import { staffText } from './format';
import './agency-card.css';
import './AgencyCard.css';

const SERVICES_SHOWN = 4;
const INDUSTRIES_SHOWN = 3;

/**
 * One agency in the catalogue: its name links to its page; its rating; what it does (the services the
 * buyer filters by first), for how much, for whom.
 */
export function AgencyCard({
  agency,
  wantedServices = [],
}: {
  agency: CatalogueCard;
  wantedServices?: readonly number[];
}) {
  const services = matchedFirst(agency.services, wantedServices);
  const facts = [
    agency.city_name,
    agency.staff_count === null ? null : staffText(agency.staff_count),
    agency.founded_year === null ? null : `с ${agency.founded_year} года`,
    agency.case_count > 0 ? plural(agency.case_count, ['кейс', 'кейса', 'кейсов']) : null,
  ].filter(Boolean);
  const moreServices = services.length - SERVICES_SHOWN;
  const industries = agency.industries.slice(0, INDUSTRIES_SHOWN).map((industry) => industry.name);
  const moreIndustries = agency.industries.length - industries.length;
  return (
    <article className="agency-card catalogue-card" aria-labelledby={`agency-${agency.id}`}>
      <div className="catalogue-card__head">
        <AgencyLogo name={agency.name} logo={agency.logo} size="small" />
        <div className="catalogue-card__title">
          <h2 id={`agency-${agency.id}`}>
            <Link to={paths.executor.getHref(agency.id)}>{agency.name}</Link>
          </h2>
          {facts.length > 0 && <p className="catalogue-card__facts">{facts.join(' · ')}</p>}
          <CardRating count={agency.review_count} average={agency.rating} />
        </div>
      </div>
      {agency.short_description && (
        <p className="catalogue-card__description">{agency.short_description}</p>
      )}
      {services.length > 0 && (
        <ul className="catalogue-card__services" aria-label="Услуги">
          {services.slice(0, SERVICES_SHOWN).map((service) => (
            <li key={service.id}>
              {service.name}
              {service.range && (
                <span className="catalogue-card__price"> · {service.range.name}</span>
              )}
            </li>
          ))}
          {moreServices > 0 && (
            <li className="catalogue-card__more">
              ещё {plural(moreServices, ['услуга', 'услуги', 'услуг'])}
            </li>
          )}
        </ul>
      )}
      {industries.length > 0 && (
        <p className="catalogue-card__industries">
          <span className="visually-hidden">Отрасли: </span>
          {industries.join(', ')}
          {moreIndustries > 0 && ` и ещё ${moreIndustries}`}
        </p>
      )}
      <div className="catalogue-card__actions">
        <InviteSlot agency={{ id: agency.id, name: agency.name }} quiet />
      </div>
    </article>
  );
}
