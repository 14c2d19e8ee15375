import type { ProfileClientHistory } from '../../../../contract/contractor-profile';
import { yearsText } from './format';
import './agency-card.css';
import './AgencyClients.css';

/** Clients and brands the agency has worked with: who, in which industry, when, and what it did. */
export function AgencyClients({ clients }: { clients: ProfileClientHistory[] }) {
  if (clients.length === 0) return null;
  return (
    <section className="agency-card" aria-labelledby="agency-clients">
      <h2 id="agency-clients">Клиенты и бренды</h2>
      <ul className="agency-clients">
        {clients.map((client) => {
          const name = client.brand?.name ?? client.client_name;
          const facts = [client.industry?.name, yearsText(client.year_from, client.year_to)].filter(
            Boolean,
          );
          return (
            <li key={client.id} className="agency-client">
              {client.brand?.logo ? (
                <img className="agency-client__logo" src={client.brand.logo} alt="" />
              ) : (
                <span className="agency-client__logo" aria-hidden="true">
                  {[...name][0]?.toUpperCase()}
                </span>
              )}
              <div>
                <h3>{name}</h3>
                {facts.length > 0 && <p className="agency-client__facts">{facts.join(' · ')}</p>}
                {client.text && <p className="agency-text">{client.text}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
