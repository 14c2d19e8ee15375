import { Link } from 'react-router-dom';
import { BUDGET_BANDS } from '../../../contract/budget';
import type { MatchingPreview } from '../../../contract/matching-preview';
import { paths } from '../../config/paths';
import { FITS_FORMS, plural, pluralForm } from '../../../contract/plural';

const agencies = (n: number) => plural(n, ['агентство', 'агентства', 'агентств']);

/** The budget's reality check in one sentence. */
function BudgetLine({ budget }: { budget: NonNullable<MatchingPreview['budget']> }) {
  const usual = budget.usual_band && budget.usual_band !== budget.band && (
    <> Обычный бюджет на такие услуги — {BUDGET_BANDS[budget.usual_band]}.</>
  );
  return (
    <p className="quick-result__budget">
      Бюджет «{BUDGET_BANDS[budget.band]}» подходит {budget.fitting} из {budget.matched}{' '}
      {pluralForm(budget.matched, ['агентства', 'агентств', 'агентств'])}.{usual}
    </p>
  );
}

export function QuickResult({
  preview,
  loading,
  failed,
  retry,
}: {
  preview: MatchingPreview | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}) {
  if (failed && !preview)
    return (
      <section className="quick-result" aria-label="Результат подбора">
        <p>Не удалось посчитать агентства.</p>
        <button type="button" className="btn" onClick={retry}>
          Повторить
        </button>
      </section>
    );
  if (loading || !preview)
    return (
      <section
        className="quick-result quick-result--loading"
        aria-label="Результат подбора"
        aria-busy
      >
        <p className="quick-result__count">Считаем агентства…</p>
      </section>
    );
  return (
    <section className="quick-result" aria-label="Результат подбора">
      <p className="quick-result__count">
        {pluralForm(preview.count, FITS_FORMS)} <strong>{agencies(preview.count)}</strong>
      </p>
      {preview.budget && <BudgetLine budget={preview.budget} />}
      {preview.count === 0 ? (
        <p>Под все условия сразу никто не подходит: уберите одно из них.</p>
      ) : (
        <ol className="quick-result__top" aria-label="Лучшие агентства">
          {preview.top.map((item) => (
            <li key={item.contractorId} className="quick-result__agency">
              <div>
                <Link to={paths.executor.getHref(item.contractorId)}>{item.contractor.name}</Link>
                <span>{item.contractor.city_name ?? 'Город не указан'}</span>
              </div>
              <span className="quick-result__score" aria-label={`Оценка ${item.score} из 100`}>
                {item.score}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
