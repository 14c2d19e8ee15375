import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// Every PDF the server makes (an invoice, a tender's protocol) goes through one pdfmake set up once: Roboto
// from pdfmake's own package (it has Cyrillic), read into memory, and no file or URL access besides.

/** pdfmake's in-memory file system (not in its types): fonts read from it never touch the disk again. */
interface VirtualFs {
  writeFileSync: (name: string, content: Buffer) => void;
}

/** Roboto as pdfmake ships it; Medium is its bold. */
const ROBOTO_FILES = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' };

/** The font a document's `defaultStyle` names. */
export const PDF_FONT = 'Roboto';

let fontsReady = false;

/** Once per process: the font files into pdfmake's memory, and no file or URL access besides. */
function prepareFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const file of Object.values(ROBOTO_FILES))
    vfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
  pdfmake.setFonts({
    [PDF_FONT]: {
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

/** The document as PDF bytes; a definition that pins `info` (title, dates) always gives the same bytes. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  prepareFonts();
  return pdfmake.createPdf(definition).getBuffer();
}
