import type { ComponentType } from 'react';
import { BUDGET_BANDS } from '../../../contract/budget';
import type { CatalogueCard } from '../../../contract/catalogue';
import type { MatchingPreview } from '../../../contract/matching-preview';
import { FITS_FORMS, plural, pluralForm } from '../../../contract/plural';
import { ScoreRing, ScoreWhy } from '../../components/score-explanation/ScoreWhy';

const agencies = (n: number) => plural(n, ['агентство', 'агентства', 'агентств']);

/** How an agency is summed up (the ranking's summary: logo, name to its page, city, team, rating, services). */
export type AgencySummaryComponent = ComponentType<{
  agency: CatalogueCard;
  headingId: string;
  wantedServices?: readonly number[];
}>;

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
  wantedServices,
  Summary,
}: {
  preview: MatchingPreview | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** The services asked for: each card lists them first. */
  wantedServices: readonly number[];
  Summary: AgencySummaryComponent;
}) {
  if (failed && !preview)
    return (
      <section id="quick-result" className="quick-result" aria-label="Результат подбора">
        <p>Не удалось посчитать агентства.</p>
        <button type="button" className="btn" onClick={retry}>
          Повторить
        </button>
      </section>
    );
  if (loading || !preview)
    return (
      <section
        id="quick-result"
        className="quick-result quick-result--loading"
        aria-label="Результат подбора"
        aria-busy="true"
      >
        <p className="quick-result__count">Считаем агентства…</p>
      </section>
    );
  return (
    <section
      id="quick-result"
      className="quick-result"
      aria-label="Результат подбора"
      aria-busy="false"
    >
      <p className="quick-result__count">
        {pluralForm(preview.count, FITS_FORMS)} <strong>{agencies(preview.count)}</strong>
      </p>
      {preview.budget && <BudgetLine budget={preview.budget} />}
      {preview.count === 0 ? (
        <p>Под все условия сразу никто не подходит: уберите одно из них.</p>
      ) : (
        <ol className="quick-result__top" aria-label="Лучшие агентства">
          {preview.top.map((item) => {
            const headingId = `quick-${item.contractorId}`;
            return (
              <li key={item.contractorId} className="quick-result__agency">
                <article aria-labelledby={headingId}>
                  <div className="quick-result__head">
                    <Summary
                      agency={item.contractor}
                      headingId={headingId}
                      wantedServices={wantedServices}
                    />
                    <ScoreRing score={item.score} />
                  </div>
                  <ScoreWhy id={`${headingId}-why`} explanation={item.explanation} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
