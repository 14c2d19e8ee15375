import { formatMoney } from '../../../contract/amount-words';
import { SERVICE_TIME_ZONE } from '../../../contract/profile-rules';
import { vatInsideKopecks } from '../../../contract/tariff-rules';
import type { InvoiceDocument } from './invoice-document';

// The phrases the invoice's PDF and its mail share.

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

const MOSCOW_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** «26 ноября 2026 г.»: the day in Moscow, whatever the server's zone. */
export function invoiceDateText(at: Date): string {
  const parts = Object.fromEntries(MOSCOW_DATE.formatToParts(at).map((p) => [p.type, p.value]));
  return `${Number(parts.day)} ${MONTHS_GENITIVE[Number(parts.month) - 1]} ${parts.year} г.`;
}

/** «Счёт на оплату № 17 от 26 ноября 2026 г.». */
export const invoiceTitle = (doc: Pick<InvoiceDocument, 'number' | 'issuedAt'>) =>
  `Счёт на оплату № ${doc.number} от ${invoiceDateText(doc.issuedAt)}`;

/** «14 900,00»: whole roubles in figures. */
export const formatRubles = (rubles: number) => formatMoney(rubles * 100);

/** The VAT line: «В том числе НДС 22%:» and its amount, or «Без НДС» and none. */
export function vatLine(doc: Pick<InvoiceDocument, 'amount' | 'vatRate'>): {
  label: string;
  value: string | null;
} {
  if (doc.vatRate === null) return { label: 'Без НДС', value: null };
  return {
    label: `В том числе НДС ${doc.vatRate}%:`,
    value: formatMoney(vatInsideKopecks(doc.amount, doc.vatRate)),
  };
}
