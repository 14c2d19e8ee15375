import type { ReactNode } from 'react';
import type { ContractorProfile } from '../../../../contract/contractor-profile';
import { isWebAddress, staffText, websiteLabel } from './format';
import './agency-card.css';
import './agency-tags.css';
import './AgencyFacts.css';

/** The facts a client checks first: since when, how many, where, the site and the ИНН. */
export function AgencyFacts({ profile }: { profile: ContractorProfile }) {
  const { founded_year, staff_count, city_name, website, inn } = profile;
  return (
    <section className="agency-card" aria-labelledby="agency-facts">
      <h2 id="agency-facts">Факты</h2>
      <dl className="agency-facts">
        {founded_year !== null && <Fact term="Год основания">{founded_year}</Fact>}
        {staff_count !== null && <Fact term="Команда">{staffText(staff_count)}</Fact>}
        {city_name && <Fact term="Главный офис">{city_name}</Fact>}
        {website && (
          <Fact term="Сайт">
            {isWebAddress(website) ? (
              <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                {websiteLabel(website)}
              </a>
            ) : (
              websiteLabel(website)
            )}
          </Fact>
        )}
        {inn && <Fact term="ИНН">{inn}</Fact>}
      </dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="agency-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Industries, places or languages as a list of tags under a heading; nothing when the list is empty. */
export function TagSection({ id, title, tags }: { id: string; title: string; tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="agency-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="agency-tags">
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </section>
  );
}
