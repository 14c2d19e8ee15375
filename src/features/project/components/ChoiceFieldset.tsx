import { SCORE_MAX, SCORE_MIN } from '../../../../contract/tender-rules';
import './ChoiceFieldset.css';

type ChoiceProps<T> = {
  legend: string;
  /** From Form.Item: the field's id, value and change. */
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
  options: { value: T; label: string; hint?: string }[];
  className?: string;
};

/** Native radio buttons under a legend: named for screen readers, reachable with arrows, one tap each. */
export function ChoiceFieldset<T extends string | number | boolean>({
  legend,
  id,
  value,
  onChange,
  options,
  className = 'choice-fieldset',
}: ChoiceProps<T>) {
  return (
    <fieldset className={className} id={id}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label
          key={String(option.value)}
          // stars light up to the chosen one
          className={
            typeof value === 'number' && Number(option.value) <= value ? 'is-on' : undefined
          }
          title={option.hint}
        >
          <input
            type="radio"
            name={id ?? legend}
            checked={value === option.value}
            onChange={() => onChange?.(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

/** One criterion's 1–5 stars: five radios whose labels read «4 из 5», drawn as stars. */
export function StarsInput(props: Omit<ChoiceProps<number>, 'options' | 'className'>) {
  return (
    <ChoiceFieldset<number>
      {...props}
      className="stars-input"
      options={SCORES.map((score) => ({ value: score, label: `${score} из ${SCORE_MAX}` }))}
    />
  );
}

/** «★★★★☆» with its reading for screen readers. */
export function Stars({ score }: { score: number }) {
  return (
    <span className="stars" role="img" aria-label={`${score} из ${SCORE_MAX}`}>
      {'★'.repeat(score)}
      <span className="stars__off">{'★'.repeat(SCORE_MAX - score)}</span>
    </span>
  );
}
