import { useEffect, useId, useRef, useState } from 'react';
import type { Invoice } from '../../../../contract/tariffs';
import { Confirm } from '../../../components/confirm/Confirm';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { formErrors } from '../../../lib/form-errors';
import { useCancelInvoice } from '../api/invoices';
import { formatDay, formatRoubles, periodLabel } from '../format';
import { InvoiceStatus } from './InvoiceStatus';
import { PdfButton } from './PdfButton';
import '../../../components/facts/facts.css';
import { quoteName } from '../../../../contract/quote';

/**
 * An issued, unpaid invoice: its number, day, amount in figures and words, state, PDF; the leader may cancel
 * it. The plan starts once the payment arrives and the operator confirms it.
 */
export function InvoiceView({
  invoice,
  canCancel,
  reveal = false,
  onCancelled,
}: {
  invoice: Invoice;
  canCancel: boolean;
  /** Scrolled to and focused when it appears: just issued, or named by the address. */
  reveal?: boolean;
  onCancelled?: () => void;
}) {
  const cancel = useCancelInvoice();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!reveal) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [reveal]);
  const [asking, setAsking] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const confirmCancel = () => {
    setMessages([]);
    // The promise, not mutate's callbacks: the cancelled invoice leaves the screen before they would run.
    cancel.mutateAsync(invoice.number).then(
      () => {
        setAsking(false);
        onCancelled?.();
      },
      (error: unknown) => setMessages(formErrors(error, []).messages),
    );
  };
  return (
    <section id="invoice" className="surface-card tariffs-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Счёт № {invoice.number} от {formatDay(invoice.issued_at)}
      </h2>
      <dl className="facts">
        <div>
          <dt>Тариф</dt>
          <dd>
            {quoteName(invoice.plan_name)}, {periodLabel(invoice.period_months)}
          </dd>
        </div>
        <div>
          <dt>Сумма</dt>
          <dd>
            {formatRoubles(invoice.amount)}
            {invoice.vat_rate === null ? ', без НДС' : `, в т. ч. НДС ${invoice.vat_rate} %`}
          </dd>
        </div>
        <div>
          <dt>Прописью</dt>
          <dd>{invoice.amount_in_words}</dd>
        </div>
        <div>
          <dt>Статус</dt>
          <dd>
            <InvoiceStatus status={invoice.status} />
          </dd>
        </div>
      </dl>
      <p>
        Оплатите счёт по реквизитам из PDF. Тариф начнёт действовать, как только оплата поступит: её
        подтверждает оператор.
      </p>
      <FormAlert messages={messages} />
      {asking ? (
        <Confirm
          title={`Отменить счёт № ${invoice.number}?`}
          description="Оплатить его будет нельзя; для оплаты понадобится новый счёт."
          confirmLabel="Отменить счёт"
          pending={cancel.isPending}
          onConfirm={confirmCancel}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="tariffs-actions">
          <PdfButton number={invoice.number} />
          {canCancel && (
            <button type="button" className="btn btn--danger" onClick={() => setAsking(true)}>
              Отменить счёт
            </button>
          )}
        </div>
      )}
    </section>
  );
}
