import type { Requisites } from '../../../contract/tariffs';

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
