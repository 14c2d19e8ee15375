import { DataTime } from '../../../components/pwa/DataTime';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePlans } from '../api/plans';
import { useSubscription } from '../api/subscription';
import { CurrentTariff } from './CurrentTariff';
import { InvoiceList } from './InvoiceList';
import { LoadError, Skeleton } from './LoadError';
import { PlanCard } from './PlanCard';
import '../../../components/button-link/button-link.css';
import './tariffs.css';
import './TariffsPage.css';

/** /panel/tariffs: the agency's tariff and limits, the plans side by side, and its invoices. Plain HTML. */
export function TariffsPage() {
  useDocumentTitle('Тарифы');
  const plans = usePlans();
  const subscription = useSubscription();
  const served = subscription.data;
  const state = served?.data;
  const settled = (state !== undefined || subscription.isError) && (plans.data || plans.isError);
  return (
    <div className="tariffs">
      <h1>Тарифы</h1>
      <p className="tariffs__lead">
        Тариф определяет, сколько откликов, услуг, кейсов и сотрудников доступно агентству. Платные
        тарифы оплачиваются по счёту.
      </p>
      {/* The sections appear together once both answers are in: none arrives above another and pushes it. */}
      {!settled ? (
        <Skeleton rows={4} />
      ) : (
        <>
          {served && <DataTime served={served} receivedAt={subscription.dataUpdatedAt} />}
          {state ? (
            <CurrentTariff state={state} />
          ) : (
            <LoadError
              title="Не удалось загрузить ваш тариф"
              onRetry={() => void subscription.refetch()}
            />
          )}
          <section className="tariffs-plans" aria-labelledby="tariffs-plans-title">
            <h2 id="tariffs-plans-title">Сравнение тарифов</h2>
            {plans.data ? (
              <ul className="plan-grid">
                {plans.data.map((plan) => (
                  <PlanCard key={plan.slug} plan={plan} current={plan.slug === state?.plan} />
                ))}
              </ul>
            ) : (
              <LoadError title="Не удалось загрузить тарифы" onRetry={() => void plans.refetch()} />
            )}
          </section>
          {state && <InvoiceList invoices={state.invoices} />}
        </>
      )}
    </div>
  );
}
