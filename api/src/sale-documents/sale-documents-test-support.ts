// Helpers of the tickets and invoices tests (API and journeys): the text of a PDF file. PDF writers encode the glyphs
// of their text (pdfkit writes hex glyph strings), so a sale number is found in the extracted text, never in the bytes.
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of the standard fonts, which pdfjs reads from its own package.
const standardFontDataUrl = fileURLToPath(
  new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')),
);

/** The text of every page of a PDF file, its items joined by spaces and its pages by new lines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl });
  try {
    const pdf = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await loading.destroy();
  }
}
