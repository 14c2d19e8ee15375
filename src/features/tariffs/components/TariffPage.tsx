import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import type { Plan, SubscriptionState } from '../../../../contract/tariffs';
import type { BillingMonths } from '../../../../contract/tariff-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { NotFound } from '../../../components/not-found/NotFound';
import { Notice } from '../../../components/plain-form/Notice';
import { DataTime } from '../../../components/pwa/DataTime';
import { paths } from '../../../config/paths';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { formErrors } from '../../../lib/form-errors';
import { useCreateInvoice } from '../api/invoices';
import { usePaymentDetails } from '../api/payment-details';
import { usePlans } from '../api/plans';
import { useSubscription } from '../api/subscription';
import { formatDay, formatRoubles, isFree, monthlyPrice, periodLabel } from '../format';
import { InvoiceView } from './InvoiceView';
import { LoadError, Skeleton } from './LoadError';
import { PeriodChoice } from './PeriodChoice';
import { PlanFacts } from './PlanFacts';
import { RequisitesForm } from './RequisitesForm';
import { Section } from './Section';
import '../../../components/button-link/button-link.css';
import './tariffs.css';
import './TariffPage.css';
import { quoteName } from '../../../../contract/quote';

/** A reader the server does not show the requisites to: its refusal says who may. */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The requisites, then the invoice: issued once they are saved and unchanged. */
function Purchase({
  plan,
  state,
  canBuy,
}: {
  plan: Plan;
  state: SubscriptionState | undefined;
  canBuy: boolean;
}) {
  const details = usePaymentDetails();
  const create = useCreateInvoice();
  const pending = state?.pending ?? null;
  const ownPending = pending?.plan === plan.slug ? pending : null;
  const [months, setMonths] = useState<BillingMonths>(
    (ownPending?.period_months as BillingMonths | undefined) ?? 1,
  );
  const [ready, setReady] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [news, setNews] = useState<string | null>(null);
  // The invoice just issued, or the one a link named (`#invoice`), is brought into view.
  const [reveal, setReveal] = useState(() => window.location.hash === '#invoice');
  const onReadyChange = useCallback((value: boolean) => setReady(value), []);
  const price = plan.periods.find((period) => period.months === months)?.price;

  const issue = () => {
    setMessages([]);
    setNews(null);
    create.mutate(
      { plan: plan.slug, period_months: months },
      {
        onSuccess: () => setReveal(true),
        onError: (error) => setMessages(formErrors(error, []).messages),
      },
    );
  };
  const renewal = state?.plan === plan.slug ? state.current : null;

  return (
    <>
      <Section title="Срок и сумма">
        <PeriodChoice plan={plan} months={months} onChange={setMonths} />
        {price !== undefined && (
          <p className="tariffs-total" aria-live="polite">
            К оплате: <strong>{formatRoubles(price)}</strong> за {periodLabel(months)}
          </p>
        )}
      </Section>
      <Section title="Реквизиты компании">
        {details.data ? (
          <RequisitesForm details={details.data} canEdit={canBuy} onReadyChange={onReadyChange} />
        ) : isForbidden(details.error) ? (
          <p className="tariffs-muted">{formErrors(details.error, []).messages[0]}</p>
        ) : details.isError ? (
          <LoadError
            title="Не удалось загрузить реквизиты"
            onRetry={() => void details.refetch()}
          />
        ) : (
          <Skeleton rows={3} />
        )}
      </Section>
      {ownPending && (
        <InvoiceView
          key={ownPending.number}
          invoice={ownPending}
          canCancel={canBuy}
          reveal={reveal}
          onCancelled={() => setNews(`Счёт № ${ownPending.number} отменён.`)}
        />
      )}
      {canBuy && (
        <Section title={ownPending ? 'Новый счёт' : 'Счёт на оплату'}>
          {pending && (
            <p>
              {ownPending
                ? 'Новый счёт заменит неоплаченный: например, на другой срок.'
                : `Новый счёт заменит неоплаченный счёт № ${pending.number} на тариф ${quoteName(pending.plan_name)}.`}
            </p>
          )}
          {renewal?.ends_at && (
            <p>
              Оплаченный период идёт до {formatDay(renewal.ends_at)}; новый начнётся, когда он
              закончится.
            </p>
          )}
          {!ready && <p className="tariffs-muted">Сначала сохраните реквизиты компании.</p>}
          {news && (
            <p className="tariffs-saved" role="status">
              {news}
            </p>
          )}
          <FormAlert messages={messages} />
          <div className="tariffs-actions">
            <button
              type="button"
              className="btn btn--primary btn--large"
              disabled={!ready || create.isPending}
              aria-busy={create.isPending}
              onClick={issue}
            >
              Выставить счёт
            </button>
          </div>
        </Section>
      )}
    </>
  );
}

function PlanDetails({ plan }: { plan: Plan }) {
  const subscription = useSubscription();
  const rights = useAgencyRights();
  const served = subscription.data;
  const state = served?.data;
  const canBuy = rights.can('manageTariff');
  useDocumentTitle(`Тариф ${quoteName(plan.name)}`);
  return (
    <>
      <h1>Тариф {quoteName(plan.name)}</h1>
      <p className="tariffs__price">{monthlyPrice(plan)}</p>
      {served && <DataTime served={served} receivedAt={subscription.dataUpdatedAt} />}
      {state?.plan === plan.slug && (
        <p className="tariffs-current-note">
          <span className="plan-mark plan-mark--current">Ваш тариф</span>
        </p>
      )}
      <Section title="Что входит">
        {plan.description && <p>{plan.description}</p>}
        <PlanFacts plan={plan} />
      </Section>
      {isFree(plan) ? (
        <Notice type="info" title="Этот тариф бесплатный">
          Его не нужно оплачивать: счёт не нужен. Он действует, пока у агентства нет оплаченного
          тарифа.
        </Notice>
      ) : (
        <>
          {rights.role !== null && !canBuy && (
            <Notice type="info" title={rightDeniedMessage('manageTariff')}>
              Вы видите условия тарифа и реквизиты без права изменений.
            </Notice>
          )}
          <Purchase plan={plan} state={state} canBuy={canBuy} />
        </>
      )}
    </>
  );
}

function PlanLoading({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  useDocumentTitle('Тариф');
  return (
    <>
      <h1>Тариф</h1>
      {error ? (
        <LoadError title="Не удалось загрузить тариф" onRetry={onRetry} />
      ) : (
        <Skeleton rows={3} />
      )}
    </>
  );
}

/** /panel/tariffs/{slug}: a plan, its periods, the agency's requisites and its invoice. Plain HTML. */
export function TariffPage({ slug }: { slug: string }) {
  const plans = usePlans();
  const plan = plans.data?.find((item) => item.slug === slug);
  if (plans.data && !plan) return <NotFound />;
  return (
    <div className="tariffs">
      <p className="tariffs-back">
        <Link to={paths.panel.tariffs.getHref()}>← Все тарифы</Link>
      </p>
      {plan ? (
        <PlanDetails plan={plan} />
      ) : (
        <PlanLoading error={plans.isError} onRetry={() => void plans.refetch()} />
      )}
    </div>
  );
}
