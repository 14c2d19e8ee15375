import { useId } from 'react';
import type { Plan } from '../../../../contract/tariffs';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { isFree, monthlyPrice } from '../format';
import { PlanFacts } from './PlanFacts';
import { quoteName } from '../../../../contract/quote';
import './PlanCard.css';

/** A plan in the comparison: marks, name, price, description, what it gives, and the way to buy it. */
export function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const titleId = useId();
  const action = current ? 'Продлить' : 'Подключить';
  const className = [
    'plan-card',
    plan.is_popular && 'plan-card--popular',
    current && 'plan-card--current',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} aria-labelledby={titleId}>
      {(plan.is_popular || current) && (
        <p className="plan-card__marks">
          {current && <span className="plan-mark plan-mark--current">Ваш тариф</span>}
          {plan.is_popular && <span className="plan-mark plan-mark--popular">Популярный</span>}
        </p>
      )}
      <h3 id={titleId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__price">{monthlyPrice(plan)}</p>
      {plan.description && <p className="plan-card__description">{plan.description}</p>}
      <PlanFacts plan={plan} />
      {!isFree(plan) && (
        <div className="plan-card__action">
          <ButtonLink
            to={paths.panel.tariff.getHref(plan.slug)}
            variant={plan.is_popular || current ? 'primary' : 'default'}
          >
            <span aria-hidden="true">{action}</span>
            <span className="visually-hidden">{`${action} тариф ${quoteName(plan.name)}`}</span>
          </ButtonLink>
        </div>
      )}
    </li>
  );
}
