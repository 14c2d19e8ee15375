import type { Plan } from '../../../../contract/tariffs';
import type { BillingMonths } from '../../../../contract/tariff-rules';
import { discountLabel, formatRoubles, periodLabel } from '../format';
import './PeriodChoice.css';

/** The billing periods of a plan as radio buttons, each with its price and discount. */
export function PeriodChoice({
  plan,
  months,
  onChange,
}: {
  plan: Plan;
  months: BillingMonths;
  onChange: (months: BillingMonths) => void;
}) {
  return (
    <fieldset className="period-choice">
      <legend>Срок оплаты</legend>
      {plan.periods.map((period) => (
        <label key={period.months} className="period-choice__option">
          <input
            type="radio"
            name="period"
            value={period.months}
            checked={period.months === months}
            onChange={() => onChange(period.months as BillingMonths)}
          />
          <span className="period-choice__body">
            <span className="period-choice__label">{periodLabel(period.months)}</span>
            <span className="period-choice__price">{formatRoubles(period.price)}</span>
            {period.discount > 0 && (
              <span className="period-choice__discount">{discountLabel(period.discount)}</span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
