import type { ProfileService } from '../../../../contract/contractor-profile';
import './agency-card.css';
import './AgencyServices.css';

/** What the agency does and for how much: each service with its price range and the agency's own words. */
export function AgencyServices({ services }: { services: ProfileService[] }) {
  if (services.length === 0) return null;
  return (
    <section className="agency-card" aria-labelledby="agency-services">
      <h2 id="agency-services">Услуги и цены</h2>
      <ul className="agency-services">
        {services.map((service) => (
          <li key={service.id} className="agency-service">
            <div className="agency-service__head">
              <h3>{service.name}</h3>
              <span className="agency-service__price">
                {service.range ? service.range.name : 'Цена по запросу'}
              </span>
            </div>
            <p className="agency-service__category">{service.category}</p>
            {service.description && <p className="agency-text">{service.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
