import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { Invoice, InvoiceCreate, SubscriptionState } from '../../../../contract/tariffs';
import { callApi, callApiBlob } from '../../../lib/api-client';
import type { Served } from '../../../lib/pwa/served-at';
import { saveFile } from '../../../lib/save-file';
import { subscriptionQueryKey } from './subscription';

type ServedSubscription = Served<SubscriptionState>;

/** The subscription as the answer left it: the new or cancelled invoice in place, before it is read again. */
function withInvoice(served: ServedSubscription, invoice: Invoice): ServedSubscription {
  const { data } = served;
  const pending =
    invoice.status === 'pending_payment'
      ? invoice
      : data.pending?.number === invoice.number
        ? null
        : data.pending;
  const known = data.invoices.some((item) => item.number === invoice.number);
  const invoices = known
    ? data.invoices.map((item) => (item.number === invoice.number ? invoice : item))
    : [invoice, ...data.invoices];
  return { ...served, data: { ...data, pending, invoices } };
}

function useInvoiceMutation<T>(send: (input: T) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (invoice) => {
      queryClient.setQueryData<ServedSubscription>(subscriptionQueryKey, (served) =>
        served ? withInvoice(served, invoice) : served,
      );
      // A new invoice cancels the unpaid one it replaces: the server's list says which.
      return queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
    meta: { silentError: true },
  });
}

/** POST /plans/api/v1/invoices/ → an invoice for the plan and period, to the agency's saved requisites. */
export const useCreateInvoice = () =>
  useInvoiceMutation((body: InvoiceCreate) => callApi(API.plans.invoiceCreate, { body }));

/** POST /plans/api/v1/invoices/{number}/cancel/ → the unpaid invoice, cancelled. */
export const useCancelInvoice = () =>
  useInvoiceMutation((number: number) => callApi(API.plans.invoiceCancel, { params: { number } }));

/** GET /plans/api/v1/invoices/{number}/pdf/ with the session's token, saved as «Счёт-{number}.pdf». */
export async function downloadInvoicePdf(number: number): Promise<void> {
  const pdf = await callApiBlob(API.plans.invoicePdf, { params: { number } });
  saveFile(pdf, `Счёт-${number}.pdf`);
}
