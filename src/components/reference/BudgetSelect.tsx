import type { ComponentProps } from 'react';
import { BUDGET_BAND_KEYS, BUDGET_BANDS } from '../../../contract/budget';

type BudgetSelectProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  /** The first option's text: no band chosen yet (its value is ''). */
  unknownLabel: string;
};

/**
 * A project's budget band, a native select: no band first, then each band by its label. Controlled
 * (`value`, `onChange`) or registered with react-hook-form (its `ref` and handlers pass through).
 */
export function BudgetSelect({ unknownLabel, ...select }: BudgetSelectProps) {
  return (
    <select {...select} className="input select">
      <option value="">{unknownLabel}</option>
      {BUDGET_BAND_KEYS.map((key) => (
        <option key={key} value={key}>
          {BUDGET_BANDS[key]}
        </option>
      ))}
    </select>
  );
}
