import { useId } from 'react';
import type { PlanUsage } from '../../../../contract/tariffs';
import { PLAN_LIMITS } from '../../../../contract/tariff-rules';
import { usageLine } from '../format';
import './UsageList.css';

function UsageItem({ usage }: { usage: PlanUsage }) {
  const labelId = useId();
  const { key, used, limit } = usage;
  const text = usageLine(key, used, limit);
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <li className="usage">
      <p className="usage__label">
        <span id={labelId}>{PLAN_LIMITS[key].label}</span>
        <span className="usage__text">{text}</span>
      </p>
      {limit !== null && used > limit && (
        // Above the limit after a change to a smaller plan: the plans to compare are below on this page.
        <a className="usage__upgrade" href="#tariffs-plans-title">
          Сменить тариф
        </a>
      )}
      {limit !== null && (
        <div
          role="meter"
          className={used >= limit ? 'usage__track usage__track--full' : 'usage__track'}
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={text}
        >
          <div className="usage__bar" style={{ width: `${percent}%` }} />
        </div>
      )}
    </li>
  );
}

/** How much of each limit of the plan in force the agency uses: a line of words and a bar. */
export function UsageList({ usage }: { usage: PlanUsage[] }) {
  return (
    <ul className="usage-list" aria-label="Лимиты тарифа">
      {usage.map((item) => (
        <UsageItem key={item.key} usage={item} />
      ))}
    </ul>
  );
}
