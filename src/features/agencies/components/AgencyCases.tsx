import type { ProfileCase } from '../../../../contract/contractor-profile';
import { CaseMaterials } from './CaseMaterials';
import './agency-card.css';
import './agency-tags.css';
import './AgencyCases.css';

const clientOf = (item: ProfileCase) => item.brand?.name ?? item.client_name;

/**
 * The portfolio: each case with its client, industry, year and budget, what was done, its pictures and files,
 * and what came of it.
 */
export function AgencyCases({ cases }: { cases: ProfileCase[] }) {
  if (cases.length === 0) return null;
  return (
    <section className="agency-card" aria-labelledby="agency-cases">
      <h2 id="agency-cases">Кейсы</h2>
      <div className="agency-cases">
        {cases.map((item) => {
          const facts = [
            clientOf(item),
            item.industry?.name,
            item.year === null ? null : `${item.year} г.`,
            item.budget && `бюджет ${item.budget.label}`,
          ].filter(Boolean);
          return (
            <article key={item.id} className="agency-case" aria-labelledby={`case-${item.id}`}>
              <h3 id={`case-${item.id}`}>{item.title}</h3>
              {facts.length > 0 && <p className="agency-case__facts">{facts.join(' · ')}</p>}
              {item.text && <p className="agency-text">{item.text}</p>}
              <CaseMaterials title={item.title} materials={item.materials} />
              {item.results && (
                <div className="agency-case__results">
                  <h4>Результаты</h4>
                  <p className="agency-text">{item.results}</p>
                </div>
              )}
              {item.services.length > 0 && (
                <ul className="agency-tags agency-tags--small" aria-label="Услуги в кейсе">
                  {item.services.map((service) => (
                    <li key={service.id}>{service.name}</li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
