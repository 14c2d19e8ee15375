import { renderPdf } from '../../pdf/render';
import type { InvoiceDocument } from './invoice-document';
import { invoiceDefinition } from './invoice-layout';

/** The invoice as a PDF (A4, Russian); the same document always gives the same bytes. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return renderPdf(invoiceDefinition(doc));
}
