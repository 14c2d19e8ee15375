import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { invoiceDateText } from '../../server/modules/plans/invoice-text';
import type { InvoiceDocument } from '../../server/modules/plans/invoice-document';
import { renderInvoicePdf } from '../../server/modules/plans/invoice-pdf';
import { SOLE_TRADER_REQUISITES } from '../fixtures/requisites';

// The «Счёт на оплату» PDF: rendered with the bundled Roboto, its text read back with pdf.js.

const seller = {
  legal_name: 'ООО «Подряд»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legal_address: '117312, г. Москва, ул. Вавилова, д. 19',
  bank_name: 'ПАО Сбербанк, г. Москва',
  bik: '044525225',
  correspondent_account: '30101810400000000225',
  settlement_account: '40702810938000000001',
};

const buyer = SOLE_TRADER_REQUISITES;

const invoice: InvoiceDocument = {
  number: 1017,
  // 01:30 in Moscow on the 26th, still the 25th in UTC.
  issuedAt: new Date('2026-11-25T22:30:00Z'),
  seller,
  buyer,
  item: 'Тариф «Бизнес» на 3 месяца',
  amount: 14_900,
  vatRate: 22,
};

/** The PDF's text, whitespace runs as one space (pdf.js splits lines where the layout wraps). */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('renderInvoicePdf', () => {
  it('writes the invoice: bank block, title, parties, line, totals, words and signatures', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const part of [
      'Банк получателя',
      'БИК 044525225',
      'Сч. № 30101810400000000225',
      'ИНН 7707083893 КПП 773601001 Сч. № 40702810938000000001',
      'Получатель',
      'Счёт на оплату № 1017 от 26 ноября 2026 г.',
      'Поставщик (Исполнитель):',
      'ООО «Подряд», ИНН 7707083893, КПП 773601001, 117312, г. Москва',
      'Покупатель (Заказчик):',
      'ИП Иванов Иван Иванович, ИНН 500100732259, 141000',
      '№ Товары (работы, услуги) Кол-во Ед. Цена Сумма',
      '1 Тариф «Бизнес» на 3 месяца 1 шт. 14 900,00 14 900,00',
      'Итого: 14 900,00',
      'В том числе НДС 22%: 2 686,89',
      'Всего к оплате: 14 900,00',
      'Всего наименований 1, на сумму 14 900,00 руб.',
      'Четырнадцать тысяч девятьсот рублей 00 копеек',
      'Счёт действителен в течение 5 банковских дней.',
      'Тариф подключается, как только оплата поступит',
      'Руководитель',
      'Бухгалтер',
    ])
      expect(text, part).toContain(part);
    // An ИП has no КПП: the buyer's line names none.
    expect(text).not.toMatch(/500100732259, КПП/);
  });

  it('an amount without VAT says «Без НДС»', async () => {
    const text = await textOf(
      await renderInvoicePdf({ ...invoice, amount: 1_234_500, vatRate: null }),
    );
    expect(text).toContain('Без НДС');
    expect(text).not.toContain('В том числе НДС');
    expect(text).toContain('Всего к оплате: 1 234 500,00');
    expect(text).toContain('Один миллион двести тридцать четыре тысячи пятьсот рублей 00 копеек');
  });

  it('the same document gives the same bytes; another number, other bytes', async () => {
    const [first, again, other] = await Promise.all([
      renderInvoicePdf(invoice),
      renderInvoicePdf({ ...invoice }),
      renderInvoicePdf({ ...invoice, number: 1018 }),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });
});

describe('invoiceDateText', () => {
  it('names the day in Moscow with the month in the genitive', () => {
    expect(invoiceDateText(new Date('2026-11-25T20:59:59Z'))).toBe('25 ноября 2026 г.');
    expect(invoiceDateText(new Date('2026-11-25T21:00:00Z'))).toBe('26 ноября 2026 г.');
    expect(invoiceDateText(new Date('2026-12-31T21:00:00Z'))).toBe('1 января 2027 г.');
    expect(invoiceDateText(new Date('2027-05-09T09:00:00Z'))).toBe('9 мая 2027 г.');
  });
});
