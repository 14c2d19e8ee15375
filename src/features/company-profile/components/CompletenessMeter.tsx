import { useId } from 'react';
import './Completeness.css';

/** «45 %» with the space Russian typography puts before the sign, never broken across lines. */
export const percentText = (percent: number) => `${percent}\u00a0%`;

/** How complete the profile is: a bar with its number, read out as a meter named «Профиль заполнен». */
export function CompletenessMeter({ percent }: { percent: number }) {
  const labelId = useId();
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div className="completeness-meter">
      <div className="completeness-meter__label">
        <span id={labelId}>Профиль заполнен</span>
        <span className="completeness-meter__value" aria-hidden="true">
          {percentText(value)}
        </span>
      </div>
      <div
        role="meter"
        className="completeness-meter__track"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percentText(value)}
      >
        <div className="completeness-meter__bar" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
