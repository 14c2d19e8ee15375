import type { Invoice } from '../../../../contract/tariffs';
import { SUBSCRIPTION_STATUSES } from '../../../../contract/tariff-rules';
import './InvoiceStatus.css';

/** «Ожидает оплаты», «Оплачен», «Истёк», «Отменён» as a small label. */
export function InvoiceStatus({ status }: { status: Invoice['status'] }) {
  return (
    <span className={`invoice-status invoice-status--${status}`}>
      {SUBSCRIPTION_STATUSES[status]}
    </span>
  );
}
