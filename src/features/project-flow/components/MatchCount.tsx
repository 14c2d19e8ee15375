import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { BUDGET_BANDS } from '../../../../contract/budget';
import { FITS_FORMS, plural, pluralForm } from '../../../../contract/plural';
import { useDraftCount } from '../api/preview';
import type { ProjectDraft } from '../draft';

const agencies = (n: number) => plural(n, ['агентство', 'агентства', 'агентств']);
const useOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );

/**
 * How many published agencies still fit the draft so far, live: a client sees at once when a requirement
 * empties the list. With a budget band, the budget's reality check too.
 */
export function MatchCount({
  draft,
  withBudget = false,
}: {
  draft: ProjectDraft;
  withBudget?: boolean;
}) {
  const count = useDraftCount(draft);
  const online = useOnline();
  const preview = count.data;
  let body;
  if (!online && !preview)
    body = <p>Нет связи: посчитаем подходящие агентства, когда она вернётся. Черновик сохранён.</p>;
  else if (count.isError && !preview)
    body = (
      <p>
        Не удалось посчитать агентства.{' '}
        <button type="button" className="link-button" onClick={() => void count.refetch()}>
          Повторить
        </button>
      </p>
    );
  else if (!preview) body = <p>Считаем подходящие агентства…</p>;
  else
    body = (
      <>
        <p className="match-count__number">
          {preview.count === 0 ? (
            <>Под эти требования сейчас не подходит ни одно агентство: ослабьте одно из них.</>
          ) : (
            <>
              {pluralForm(preview.count, FITS_FORMS)} <strong>{agencies(preview.count)}</strong>
            </>
          )}
        </p>
        {withBudget && preview.budget && (
          <p className="match-count__budget">
            Бюджет «{BUDGET_BANDS[preview.budget.band]}» подходит {preview.budget.fitting} из{' '}
            {preview.budget.matched}{' '}
            {pluralForm(preview.budget.matched, ['агентства', 'агентств', 'агентств'])}
            {preview.budget.usual_band && preview.budget.usual_band !== preview.budget.band
              ? `. Обычный бюджет на такие услуги — ${BUDGET_BANDS[preview.budget.usual_band]}.`
              : '.'}
          </p>
        )}
        {!online && <p className="match-count__note">Нет связи: число может быть устаревшим.</p>}
      </>
    );
  return (
    <aside
      className="match-count"
      aria-label="Подходящие агентства"
      aria-live="polite"
      aria-busy={count.isFetching}
    >
      {body}
    </aside>
  );
}
