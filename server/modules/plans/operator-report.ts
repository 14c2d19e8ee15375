import { API } from '../../../contract/api-paths';
import type { Invoice } from '../../../contract/tariffs';
import { invoiceItem } from './invoice-view';
import { moscowDate } from './period';

// What `npm run ops -- subscription …` does and prints, whether it goes through the server or not.

export const OPERATOR_ACTIONS = {
  confirm: API.plans.invoiceConfirm,
  cancel: API.plans.invoiceOperatorCancel,
} as const;
export type OperatorAction = keyof typeof OPERATOR_ACTIONS;

/** The one Russian line of a done action. */
export function operatorReport(action: OperatorAction, invoice: Invoice): string {
  const what = `${invoiceItem(invoice.plan_name, invoice.period_months)} для ${invoice.buyer.legal_name}`;
  if (action === 'cancel') return `Счёт № ${invoice.number} отменён: ${what}.`;
  const from = moscowDate(new Date(invoice.starts_at!));
  const until = moscowDate(new Date(invoice.ends_at!));
  return `Счёт № ${invoice.number} оплачен: ${what}, с ${from} до ${until}.`;
}
