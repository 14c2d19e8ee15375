import type { Ref } from 'react';
import { useIndustries } from '../../lib/reference/get-industries';
import '../plain-form/plain-form.css';
import './plain-pickers.css';

type IndustryChecklistProps = {
  /** The group's name, read before its boxes. */
  legend: string;
  value: number[];
  onToggle: (id: number, checked: boolean) => void;
  /** The first box (to focus when the choice is wrong). */
  ref?: Ref<HTMLInputElement>;
  /** What is wrong with the choice: shown above the boxes, where the focus goes. */
  error?: string;
};

/**
 * Every industry of the reference list to tick, several at once. Chips, not a long
 * column: on a phone a few dozen short names wrap into a screen or two and each is one tap; each chip is a real
 * checkbox in a fieldset, so keyboards and screen readers get a checkbox group.
 */
export function IndustryChecklist({ legend, value, onToggle, ref, error }: IndustryChecklistProps) {
  const industries = useIndustries();
  const errorId = 'industries-error';
  return (
    <fieldset className="chips" aria-describedby={error ? errorId : undefined}>
      <legend className="chips__legend">{legend}</legend>
      {error && (
        <p className="field__error chips__error" id={errorId}>
          {error}
        </p>
      )}
      {industries.isPending && <p className="chips__loading">Загружаем отрасли…</p>}
      <div className="chips__list">
        {(industries.data ?? []).map((industry, index) => (
          <label className="chip" key={industry.id}>
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              className="chip__input"
              checked={value.includes(industry.id)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(industry.id, event.target.checked)}
            />
            <span className="chip__text">{industry.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
