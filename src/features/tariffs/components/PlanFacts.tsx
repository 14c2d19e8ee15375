import type { Plan } from '../../../../contract/tariffs';
import { limitLines } from '../format';
import { quoteName } from '../../../../contract/quote';
import './PlanFacts.css';

/** What a plan gives: its features, then its limits in words. */
export function PlanFacts({ plan }: { plan: Plan }) {
  return (
    <>
      {plan.features.length > 0 && (
        <ul className="plan-features" aria-label={`Возможности тарифа ${quoteName(plan.name)}`}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <ul className="plan-limits" aria-label={`Лимиты тарифа ${quoteName(plan.name)}`}>
        {limitLines(plan.limits).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
