import type {
  Column,
  Content,
  ContentStack,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { amountInWords } from '../../../contract/amount-words';
import type { Requisites } from '../../../contract/tariffs';
import type { InvoiceDocument } from './invoice-document';
import { formatRubles, invoiceTitle, vatLine } from './invoice-text';

// The standard Russian «Счёт на оплату» (A4 portrait) as a pdfmake document: the payee's bank block, the
// title, the parties, the one line, the totals, the amount in words and the signature lines.

const PAGE_MARGINS: [number, number, number, number] = [42, 36, 36, 36];
const A4_WIDTH = 595.28;
const CONTENT_WIDTH = A4_WIDTH - PAGE_MARGINS[0] - PAGE_MARGINS[2];

/** How long the buyer has to pay, as the invoice says it. */
export const INVOICE_VALID_BANKING_DAYS = 5;

const THIN: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

const rule = (lineWidth: number): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth }],
  margin: [0, 4, 0, 8],
});

/** A bank-block cell: the value, and under it the small caption of what it is. */
const captioned = (value: string, caption: string): ContentStack => ({
  stack: [value, { text: caption, fontSize: 7, margin: [0, 6, 0, 0] }],
});

function bankBlock(seller: Requisites): Content {
  const empty: TableCell = {};
  return {
    table: {
      widths: ['*', '*', 45, 150],
      body: [
        [
          { ...captioned(seller.bank_name, 'Банк получателя'), colSpan: 2, rowSpan: 2 },
          empty,
          'БИК',
          seller.bik,
        ],
        [empty, empty, 'Сч. №', seller.correspondent_account],
        [
          `ИНН ${seller.inn}`,
          seller.kpp ? `КПП ${seller.kpp}` : 'КПП',
          { text: 'Сч. №', rowSpan: 2 },
          { text: seller.settlement_account, rowSpan: 2 },
        ],
        [{ ...captioned(seller.legal_name, 'Получатель'), colSpan: 2 }, empty, empty, empty],
      ],
    },
    layout: THIN,
  };
}

/** «ООО «Ромашка», ИНН 7707083893, КПП 773601001, 117312, г. Москва, …». */
const partyText = (party: Requisites) =>
  [
    party.legal_name,
    `ИНН ${party.inn}`,
    ...(party.kpp ? [`КПП ${party.kpp}`] : []),
    party.legal_address,
  ].join(', ');

const partyLine = (label: string, party: Requisites): Content => ({
  columns: [
    { text: label, width: 118 },
    { text: partyText(party), bold: true, width: '*' },
  ],
  columnGap: 6,
  margin: [0, 0, 0, 6],
});

function itemsTable(doc: InvoiceDocument): Content {
  const price = formatRubles(doc.amount);
  const head = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map(
    (text): TableCell => ({ text, bold: true, alignment: 'center' }),
  );
  return {
    table: {
      headerRows: 1,
      widths: [18, '*', 40, 28, 70, 70],
      body: [
        head,
        [
          { text: '1', alignment: 'center' },
          doc.item,
          { text: '1', alignment: 'right' },
          'шт.',
          { text: price, alignment: 'right' },
          { text: price, alignment: 'right' },
        ],
      ],
    },
    layout: THIN,
    margin: [0, 4, 0, 6],
  };
}

function totals(doc: InvoiceDocument): Content {
  const total = formatRubles(doc.amount);
  const vat = vatLine(doc);
  const row = (label: string, value: string): TableCell[] => [
    { text: label, bold: true, alignment: 'right' },
    { text: value, bold: true, alignment: 'right' },
  ];
  return {
    table: {
      widths: ['*', 90],
      body: [row('Итого:', total), row(vat.label, vat.value ?? '—'), row('Всего к оплате:', total)],
    },
    layout: 'noBorders',
  };
}

function signatures(): Content {
  const signature = (role: string): Column[] => [
    { text: role, bold: true, width: 'auto' },
    {
      canvas: [{ type: 'line', x1: 0, y1: 11, x2: 150, y2: 11, lineWidth: 0.5 }],
      width: 150,
    },
  ];
  return {
    columns: [...signature('Руководитель'), { text: '', width: '*' }, ...signature('Бухгалтер')],
    columnGap: 8,
    margin: [0, 18, 0, 0],
  };
}

/** The invoice's pdfmake definition; `info` pins the title and date, so one document gives one PDF. */
export function invoiceDefinition(doc: InvoiceDocument): TDocumentDefinitions {
  const title = invoiceTitle(doc);
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: PAGE_MARGINS,
    info: {
      title,
      author: doc.seller.legal_name,
      creator: 'Подряд',
      producer: 'Подряд',
      creationDate: doc.issuedAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    content: [
      bankBlock(doc.seller),
      { text: title, bold: true, fontSize: 14, margin: [0, 18, 0, 0] },
      rule(1.5),
      partyLine('Поставщик (Исполнитель):', doc.seller),
      partyLine('Покупатель (Заказчик):', doc.buyer),
      itemsTable(doc),
      totals(doc),
      {
        text: `Всего наименований 1, на сумму ${formatRubles(doc.amount)} руб.`,
        margin: [0, 6, 0, 0],
      },
      { text: amountInWords(doc.amount), bold: true, margin: [0, 2, 0, 0] },
      {
        text:
          `Счёт действителен в течение ${INVOICE_VALID_BANKING_DAYS} банковских дней. ` +
          'Тариф подключается, как только оплата поступит на расчётный счёт поставщика. ' +
          `В назначении платежа укажите: «Оплата по счёту № ${doc.number}».`,
        fontSize: 8,
        margin: [0, 8, 0, 0],
      },
      rule(1.5),
      signatures(),
    ],
  };
}
