// A sale's ticket and invoice as PDF files (document 3, 2 and 7), drawn with pdfkit: the club's logo and name, the sale
// number, date and customer, the lines (concept, units, price, amount), the taxes per tax percent and the totals; the
// ticket also carries a QR code of the sale number, which the front desk scans. The standard fonts (WinAnsi) write
// Spanish, English, French and Italian with the euro sign, so no font file is embedded.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { SaleDocument, SaleDocumentKind } from './sale-document-repository.ts';
import { saleDocumentTexts } from './sale-document-texts.ts';

/** What the documents show of the club and how it writes dates and amounts (its settings). */
export interface ClubLetterhead {
  title: string;
  address: string;
  /** The language of the documents. */
  culture: string;
  /** The culture of numbers and dates. */
  formatCulture: string;
  timeZone: string;
  currencySymbol: string;
  /** The club's logo file (Mainlogo) in its uploads folder, or null. */
  logoPath: string | null;
}

/** The club's logo file, from the uploads folder and the Mainlogo setting; null without one. */
export const logoPathOf = (uploadsDir: string, mainLogo: string): string | null =>
  /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(mainLogo) ? join(uploadsDir, mainLogo) : null;

/**
 * The logo as pdfkit draws it: PNG and JPEG only. An SVG logo (the demo club's) is not drawn, as pdfkit has no SVG
 * renderer and converting it would take a rasterizer or another library; the club's name, written as the heading of
 * every document, stands for it.
 */
async function drawableLogo(path: string | null): Promise<Buffer | null> {
  if (!path || !['.png', '.jpg', '.jpeg'].includes(extname(path).toLowerCase())) return null;
  return readFile(path).catch(() => null);
}

/** The characters of WinAnsi beyond Latin-1, the encoding of the standard fonts. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * A text as the standard fonts can write it: the narrow no-break space of French numbers as a no-break space, a
 * letter they lack as its base letter when it has one (ł is not, ő is o), anything else as '?'. Written as it is, a
 * character outside WinAnsi garbles the whole line.
 */
function winAnsi(text: string): string {
  return [...text.replace(/[\u202f\u2009]/g, '\u00a0')]
    .map((char) => {
      if (inWinAnsi(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base && [...base].every(inWinAnsi) ? base : '?';
    })
    .join('');
}

function formatsOf(club: ClubLetterhead) {
  const culture = club.formatCulture || club.culture || 'es-ES';
  const number = new Intl.NumberFormat(culture, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(culture, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: club.timeZone || 'UTC',
  });
  return {
    money: (cents: number) => winAnsi(`${number.format(cents / 100)}\u00a0${club.currencySymbol || '€'}`),
    date: (iso: string) => winAnsi(date.format(new Date(iso))),
  };
}

const INK = '#1f2933';
const MUTED = '#5f6b76';
const RULE = '#c8ced3';

/** Draws a sale's ticket or invoice and answers the PDF file's bytes. */
export async function saleDocumentPdf(
  kind: SaleDocumentKind,
  sale: SaleDocument,
  club: ClubLetterhead,
): Promise<Buffer> {
  const texts = saleDocumentTexts(club.culture);
  const { money, date } = formatsOf(club);
  const title = kind === 'ticket' ? texts.ticket : texts.invoice;
  const [logo, qr] = await Promise.all([
    drawableLogo(club.logoPath),
    kind === 'ticket' ? QRCode.toBuffer(sale.number, { margin: 1, width: 240 }) : Promise.resolve(null),
  ]);
  const doc = new PDFDocument({
    size: kind === 'ticket' ? 'A6' : 'A4',
    margin: kind === 'ticket' ? 24 : 50,
    info: { Title: `${title} ${sale.number}`, Author: club.title, Subject: `${title} ${sale.number}` },
    lang: club.culture,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const small = kind === 'ticket';
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const size = (large: number) => (small ? large - 3 : large);

  // Letterhead: the logo when pdfkit can draw it, the club's name and address.
  if (logo) {
    doc.image(logo, left, doc.y, { fit: [small ? 48 : 72, small ? 48 : 72] });
    doc.moveDown(0.5);
    doc.y += small ? 48 : 72;
  }
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(size(18))
    .text(winAnsi(club.title), left, doc.y, { width });
  if (club.address)
    doc.font('Helvetica').fontSize(size(9)).fillColor(MUTED).text(winAnsi(club.address), { width });
  doc.moveDown(small ? 0.6 : 1.2);

  // The sale: what document it is, its number, date and customer.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(size(15)).text(`${title} ${sale.number}`, { width });
  doc.moveDown(0.3);
  const fact = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(size(10))
      .fillColor(INK)
      .text(`${label}: `, { continued: true, width })
      .font('Helvetica')
      .text(winAnsi(value));
  fact(texts.saleNumber, sale.number);
  fact(texts.date, date(sale.created));
  fact(texts.customer, sale.customer.name);
  if (kind === 'invoice') {
    for (const line of [...sale.customer.address, sale.customer.email].filter(Boolean)) {
      doc.font('Helvetica').fontSize(size(10)).text(winAnsi(line), { width });
    }
  }
  fact(texts.paymentMethod, sale.paymentMethod);
  doc.moveDown(small ? 0.6 : 1);

  // The lines: concept, units, unit price and amount, in columns.
  const columns = small
    ? [
        { at: 0, width: 0.38, align: 'left' as const },
        { at: 0.38, width: 0.17, align: 'right' as const },
        { at: 0.55, width: 0.23, align: 'right' as const },
        { at: 0.78, width: 0.22, align: 'right' as const },
      ]
    : [
        { at: 0, width: 0.52, align: 'left' as const },
        { at: 0.52, width: 0.12, align: 'right' as const },
        { at: 0.64, width: 0.17, align: 'right' as const },
        { at: 0.81, width: 0.19, align: 'right' as const },
      ];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size(10))
      .fillColor(INK);
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index] ?? columns[0]!;
      doc.text(winAnsi(cell), left + column.at * width, top, {
        width: column.width * width - 4,
        align: column.align,
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 2;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 4;
  };
  row([texts.concept, texts.units, texts.price, texts.amount], true);
  rule();
  for (const line of sale.lines) {
    row([line.concept, String(line.units), money(line.unitCents), money(line.totalCents)]);
  }
  if (sale.shippingCents > 0) row([texts.shipping, '', '', money(sale.shippingCents)]);
  if (sale.discountCents > 0) row([texts.discount, '', '', `-${money(sale.discountCents)}`]);
  rule();

  // The taxes per tax percent, then the totals.
  row([texts.taxes, '', texts.base, texts.tax], true);
  for (const tax of sale.taxes) {
    row([texts.taxName(String(tax.percent)), '', money(tax.baseCents), money(tax.taxCents)]);
  }
  rule();
  doc.font('Helvetica-Bold').fontSize(size(13)).fillColor(INK);
  doc.text(`${texts.total}: ${money(sale.totalCents)}`, left, doc.y, { width, align: 'right' });
  doc.font('Helvetica').fontSize(size(10));
  if (sale.pendingCents > 0) {
    doc.text(`${texts.pending}: ${money(sale.pendingCents)}`, { width, align: 'right' });
  }
  if (sale.refundedCents > 0) {
    doc.text(`${texts.refunded}: ${money(sale.refundedCents)}`, { width, align: 'right' });
  }

  // The ticket's QR code of the sale number, for the front desk.
  if (qr) {
    const side = 96;
    doc.moveDown(0.8);
    if (doc.y + side + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.image(qr, left + (width - side) / 2, doc.y, { width: side, height: side });
    doc.y += side + 4;
    doc.font('Helvetica').fontSize(size(9)).fillColor(MUTED).text(texts.showAtDesk, left, doc.y, {
      width,
      align: 'center',
    });
  }
  doc.end();
  return finished;
}
