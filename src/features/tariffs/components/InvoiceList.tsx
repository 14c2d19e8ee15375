import type { Invoice } from '../../../../contract/tariffs';
import { formatDay, formatRoubles, periodLabel } from '../format';
import { InvoiceStatus } from './InvoiceStatus';
import { PdfButton } from './PdfButton';
import { Section } from './Section';
import { quoteName } from '../../../../contract/quote';
import './InvoiceList.css';

/** Every invoice of the agency, newest first: number, plan and period, amount, state, day, its PDF. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <Section title="Счета">
      {invoices.length === 0 ? (
        <p className="tariffs-muted">Счетов пока нет.</p>
      ) : (
        <ul className="invoice-list" aria-label="Счета агентства">
          {invoices.map((invoice) => (
            <li key={invoice.number} className="invoice-row">
              <div className="invoice-row__main">
                <p className="invoice-row__title">
                  Счёт № {invoice.number} · {formatDay(invoice.issued_at)}
                </p>
                <p className="tariffs-muted">
                  {quoteName(invoice.plan_name)}, {periodLabel(invoice.period_months)} ·{' '}
                  {formatRoubles(invoice.amount)}
                </p>
              </div>
              <InvoiceStatus status={invoice.status} />
              <PdfButton number={invoice.number} named />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
