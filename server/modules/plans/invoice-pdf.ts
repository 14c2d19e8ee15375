import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { InvoiceDocument } from './invoice-document';
import { invoiceDefinition } from './invoice-layout';

/** pdfmake's in-memory file system (not in its types): fonts read from it never touch the disk again. */
interface VirtualFs {
  writeFileSync: (name: string, content: Buffer) => void;
}

/** Roboto as pdfmake ships it (it has Cyrillic); Medium is its bold. */
const ROBOTO_FILES = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' };

let fontsReady = false;

/** Once per process: the font files into pdfmake's memory, and no file or URL access besides. */
function prepareFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const file of Object.values(ROBOTO_FILES))
    vfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
  pdfmake.setFonts({
    Roboto: {
      normal: ROBOTO_FILES.normal,
      bold: ROBOTO_FILES.bold,
      italics: ROBOTO_FILES.normal,
      bolditalics: ROBOTO_FILES.bold,
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  fontsReady = true;
}

/** The invoice as a PDF (A4, Russian); the same document always gives the same bytes. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  prepareFonts();
  return pdfmake.createPdf(invoiceDefinition(doc)).getBuffer();
}
