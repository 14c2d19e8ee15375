import type { Db } from '../../db/client';
import { outbox, type MailAttachment } from '../../db/schema';
import { INVOICE_VALID_BANKING_DAYS } from './invoice-layout';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { formatRubles, invoiceTitle, vatLine } from './invoice-text';

// The mail that carries an invoice: a short text, its HTML twin and the PDF attached.

/** Where the agency sees its invoices and their state. */
export const TARIFFS_PAGE_PATH = '/panel/tariffs';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** «Счёт на оплату № 17 — Подряд». */
export const invoiceMailSubject = (doc: Pick<InvoiceDocument, 'number'>) =>
  `Счёт на оплату № ${doc.number} — Подряд`;

/** «schet-17.pdf». */
export const invoiceFileName = (doc: Pick<InvoiceDocument, 'number'>) => `schet-${doc.number}.pdf`;

/** The text and HTML of the invoice's mail; `publicUrl` makes the tariffs page a full link. */
export function invoiceMailBody(
  doc: InvoiceDocument,
  publicUrl?: string,
): { text: string; html: string } {
  const vat = vatLine(doc);
  const vatText =
    vat.value === null ? 'без НДС' : `в том числе НДС ${doc.vatRate}%: ${vat.value} руб.`;
  const lines = [
    'Здравствуйте!',
    `Во вложении — ${invoiceTitle(doc)}.`,
    `${doc.item}: ${formatRubles(doc.amount)} руб. (${vatText}).`,
    'Тариф подключится, как только оплата поступит на наш счёт. ' +
      `Счёт действителен ${INVOICE_VALID_BANKING_DAYS} банковских дней; ` +
      'в назначении платежа укажите номер счёта.',
  ];
  const page = `${publicUrl ?? ''}${TARIFFS_PAGE_PATH}`;
  const where = 'Счёт и его состояние — в личном кабинете, раздел «Тарифы»:';
  const text = [...lines, `${where}\n${page}`, 'Команда Подряда'].join('\n\n');
  const link = publicUrl
    ? `<a href="${escapeHtml(page)}">${escapeHtml(page)}</a>`
    : escapeHtml(page);
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p>${escapeHtml(where)} ${link}</p><p>Команда Подряда</p>`;
  return { text, html };
}

/**
 * Queues, in the caller's transaction, a mail with the invoice's PDF attached to each address: one outbox
 * row each, so it exists iff the caller's change commits. Returns the rows' ids for `mailer.dispatch` after
 * the commit.
 */
export async function queueInvoiceMail(
  tx: Db,
  to: readonly string[],
  doc: InvoiceDocument,
  options: { publicUrl?: string } = {},
): Promise<number[]> {
  if (to.length === 0) return [];
  const pdf = await renderInvoicePdf(doc);
  const attachment: MailAttachment = {
    filename: invoiceFileName(doc),
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  };
  const body = invoiceMailBody(doc, options.publicUrl);
  const rows = await tx
    .insert(outbox)
    .values(
      to.map((address) => ({
        to: address,
        subject: invoiceMailSubject(doc),
        ...body,
        attachments: [attachment],
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
