import type { Requisites } from '../../../contract/tariffs';

// PLACEHOLDER until the invoice helper's branch lands: the interface only.

/** What a «Счёт на оплату» shows. */
export interface InvoiceDocument {
  number: number;
  issuedAt: Date;
  seller: Requisites;
  buyer: Requisites;
  /** The one line, e.g. «Тариф «Бизнес» на 3 месяца». */
  item: string;
  /** Total in roubles, VAT included. */
  amount: number;
  /** Percent of VAT inside the amount; null = «Без НДС». */
  vatRate: number | null;
}

/** The invoice as a PDF (A4, Russian). */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return Promise.reject(new Error(`invoice ${doc.number}: the PDF is not built yet`));
}
