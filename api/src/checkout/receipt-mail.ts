// The receipt a checkout's order sends to the customer's outbox (shown in the customer's communications).
import type { PaymentRefundReason } from '@club/shared-contracts/checkout-entities';
import type { NewMail } from '../comms/outbox-repository.ts';
import { ORDER_TEXTS } from './checkout-texts.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { SaleDocumentLinks } from '../sale-documents/sale-document-links.ts';

/** Cents as the Spanish club writes an amount: "24,95 €". */
export const euros = (cents: number): string => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** What a receipt lists. */
export interface Receipt {
  customerId: number;
  email: string;
  name: string;
  number: string;
  lines: ReadonlyArray<{ name: string; units: number; totalCents: number }>;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  paymentMethod: string;
  /** What is left to pay at the club (0 when paid). */
  pendingCents: number;
  /** The payment went back to the card (late-payments.ts): why, and how much. */
  refund: { reason: PaymentRefundReason; cents: number } | null;
  /** The links to the order's ticket and invoice (document 3, 2), or null for an order whose payment went back. */
  documents: SaleDocumentLinks | null;
}

/** The receipt mail of an order. */
export function receiptMail(clubTitle: string, receipt: Receipt): NewMail {
  const rows = receipt.lines.map(
    (line) =>
      `<tr><td>${escapeHtml(line.name)}</td><td>${line.units}</td><td>${euros(line.totalCents)}</td></tr>`,
  );
  if (receipt.shippingCents > 0) {
    rows.push(`<tr><td>${ORDER_TEXTS.shipping}</td><td></td><td>${euros(receipt.shippingCents)}</td></tr>`);
  }
  if (receipt.discountCents > 0) {
    rows.push(`<tr><td>${ORDER_TEXTS.discount}</td><td></td><td>-${euros(receipt.discountCents)}</td></tr>`);
  }
  const pending =
    receipt.pendingCents > 0 ? `\n<p>${ORDER_TEXTS.pending}: ${euros(receipt.pendingCents)}</p>` : '';
  const refunded = receipt.refund
    ? `\n<p>${ORDER_TEXTS.refundedToCard}: ${euros(receipt.refund.cents)}</p>`
    : '';
  const documents = receipt.documents
    ? `\n<p><a href="${escapeHtml(receipt.documents.ticket)}">${ORDER_TEXTS.ticketLink}</a></p>` +
      `\n<p><a href="${escapeHtml(receipt.documents.invoice)}">${ORDER_TEXTS.invoiceLink}</a></p>`
    : '';
  const opening = receipt.refund
    ? ORDER_TEXTS.receiptRefunded[receipt.refund.reason]
    : receipt.pendingCents > 0
      ? ORDER_TEXTS.receiptPending
      : ORDER_TEXTS.receiptPaid;
  return {
    customerId: receipt.customerId,
    email: receipt.email,
    subject: ORDER_TEXTS.receiptSubject(clubTitle, receipt.number),
    body: `<h1>${escapeHtml(clubTitle)}</h1>
<p>${ORDER_TEXTS.receiptGreeting(escapeHtml(receipt.name))}</p>
<p>${opening}</p>
<table>
${rows.join('\n')}
<tr><th>${ORDER_TEXTS.total}</th><td></td><th>${euros(receipt.totalCents)}</th></tr>
</table>
<p>${ORDER_TEXTS.paymentMethod}: ${escapeHtml(receipt.paymentMethod)}</p>${pending}${refunded}${documents}`,
  };
}
