import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button/BusyButton';
import { showErrorToast } from '../../../lib/toast';
import { downloadInvoicePdf } from '../api/invoices';

/** «Скачать PDF» of an invoice: fetched with the session's token and saved as a file. */
export function PdfButton({ number, named = false }: { number: number; named?: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoicePdf(number)
      .catch((error: unknown) => showErrorToast(error, 'Не удалось скачать счёт.'))
      .finally(() => setBusy(false));
  };
  return (
    <BusyButton
      className="btn"
      busy={busy}
      onClick={download}
      // In a list, each button says which invoice it saves.
      aria-label={named ? `Скачать PDF счёта № ${number}` : undefined}
    >
      Скачать PDF
    </BusyButton>
  );
}
