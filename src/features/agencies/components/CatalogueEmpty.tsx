import { Link } from 'react-router-dom';
import type { CatalogueFacets } from '../../../../contract/catalogue';
import { plural } from '../../../../contract/plural';
import type { CatalogueState } from '../catalogue-state';
import { relaxations } from '../relax';
import './agency-card.css';
import './CatalogueEmpty.css';

const agencies = (count: number) => plural(count, ['агентство', 'агентства', 'агентств']);

/** No agency meets every condition: which one to relax, and what that would show (relax.ts). */
export function CatalogueEmpty({
  state,
  facets,
}: {
  state: CatalogueState;
  facets: CatalogueFacets;
}) {
  const suggestions = relaxations(state, facets);
  if (suggestions.length === 0)
    return (
      <div className="agency-card catalogue-empty">
        <h2>Агентств пока нет</h2>
        <p>Каталог пополняется: загляните позже.</p>
      </div>
    );
  return (
    <div className="agency-card catalogue-empty">
      <h2>Ничего не нашлось</h2>
      <p>Ни одно агентство не подходит под все условия сразу. Ослабьте одно из них:</p>
      <ul className="catalogue-empty__list">
        {suggestions.map((suggestion) => (
          <li key={suggestion.condition}>
            <span className="catalogue-empty__condition">{suggestion.condition}</span>
            <span className="catalogue-empty__ways">
              <Link to={suggestion.removeHref} preventScrollReset>
                Убрать <span className="visually-hidden">условие «{suggestion.condition}»</span>
              </Link>
              {suggestion.alternatives.length > 0 && (
                <>
                  {' или выбрать: '}
                  {suggestion.alternatives.map((alternative, index) => (
                    <span key={alternative.href}>
                      {index > 0 && ', '}
                      <Link to={alternative.href} preventScrollReset>
                        {alternative.label}
                      </Link>{' '}
                      <span className="catalogue-empty__count">
                        ({agencies(alternative.count)})
                      </span>
                    </span>
                  ))}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
