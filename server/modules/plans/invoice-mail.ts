import type { Db } from '../../db/client';
import type { InvoiceDocument } from './invoice-pdf';

// PLACEHOLDER until the invoice helper's branch lands: the interface only.

/** Queues, in the caller's transaction, a mail with the invoice's PDF attached to each address. */
export function queueInvoiceMail(
  tx: Db,
  to: readonly string[],
  doc: InvoiceDocument,
): Promise<void> {
  void tx;
  return Promise.reject(new Error(`invoice ${doc.number} to ${to.join(', ')}: mail not built yet`));
}
