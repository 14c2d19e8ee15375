import { Link } from 'react-router-dom';
import type { Invoice, SubscriptionState } from '../../../../contract/tariffs';
import { paths } from '../../../config/paths';
import { formatDay, formatRoubles, periodLabel } from '../format';
import { InvoiceStatus } from './InvoiceStatus';
import { Section } from './Section';
import { UsageList } from './UsageList';
import { quoteName } from '../../../../contract/quote';
import './CurrentTariff.css';

/** «Бизнес», 3 месяца: the subject of an invoice. */
const subjectOf = (invoice: Invoice) =>
  `${quoteName(invoice.plan_name)}, ${periodLabel(invoice.period_months)}`;

/** The agency's tariff now: the plan, its paid period and the next, an unpaid invoice, and the limits used. */
export function CurrentTariff({ state }: { state: SubscriptionState }) {
  const { current, next, pending } = state;
  return (
    <Section title={`Ваш тариф: ${quoteName(state.plan_name)}`}>
      <div className="current-tariff__facts">
        {current?.ends_at ? (
          <p>
            Оплачен до <strong>{formatDay(current.ends_at)}</strong>.
          </p>
        ) : (
          <p>Бесплатный тариф: действует, пока не оплачен другой.</p>
        )}
        {next?.starts_at && next.ends_at && (
          <p>
            Следующий оплаченный период: {subjectOf(next)}, с {formatDay(next.starts_at)} до{' '}
            {formatDay(next.ends_at)}.
          </p>
        )}
        {pending && (
          <div className="current-tariff__pending">
            <p>
              Счёт № {pending.number} на {subjectOf(pending)} — {formatRoubles(pending.amount)}{' '}
              <InvoiceStatus status={pending.status} />
            </p>
            <Link to={`${paths.panel.tariff.getHref(pending.plan)}#invoice`}>
              Открыть счёт № {pending.number}
            </Link>
          </div>
        )}
      </div>
      <h3 className="tariffs-subheading">Лимиты</h3>
      <UsageList usage={state.usage} />
    </Section>
  );
}
