// A sale as its ticket and invoice show it (document 3, 2 and 7), found by the ticket's or the invoice's token
// (022_sale_documents.sql): the customer, the lines, the taxes per tax percent and the totals.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, getRow } from '../db/database.ts';
import { DEFAULT_TAX_PERCENT, paidParts } from '../checkout/pricing.ts';

/** The two documents of a sale. */
export type SaleDocumentKind = 'ticket' | 'invoice';

/** A line of the sale: its concept, units and price as sold (taxes included). */
export interface SaleDocumentLine {
  concept: string;
  units: number;
  unitCents: number;
  totalCents: number;
  taxPercent: number;
}

/** The taxes of one tax percent: the base without taxes and the tax on it. */
export interface SaleTax {
  percent: number;
  baseCents: number;
  taxCents: number;
}

/** What a ticket or an invoice shows of a sale. */
export interface SaleDocument {
  number: string;
  created: string;
  customer: { name: string; email: string; address: string[] };
  paymentMethod: string;
  lines: SaleDocumentLine[];
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  taxes: SaleTax[];
  /** Left to pay at the club. */
  pendingCents: number;
  /** Given back to the card. */
  refundedCents: number;
}

/** The secrets of a sale's two documents. */
export interface SaleDocumentTokens {
  ticket: string;
  invoice: string;
}

/**
 * The taxes in a total, per tax percent: each line's part of the discount comes off it (in proportion, as the
 * checkout shares a coupon out), the shipping bears the default percent, and the base is what remains once the
 * tax in a price that includes it is taken out.
 */
export function taxesOf(
  lines: readonly Pick<SaleDocumentLine, 'totalCents' | 'taxPercent'>[],
  shippingCents: number,
  discountCents: number,
): SaleTax[] {
  const paid = paidParts(
    lines.map((line) => line.totalCents),
    discountCents,
  );
  const grossByPercent = new Map<number, number>();
  const add = (percent: number, cents: number) =>
    grossByPercent.set(percent, (grossByPercent.get(percent) ?? 0) + cents);
  lines.forEach((line, index) => add(line.taxPercent, paid[index] ?? line.totalCents));
  if (shippingCents > 0) add(DEFAULT_TAX_PERCENT, shippingCents);
  return [...grossByPercent]
    .sort(([a], [b]) => a - b)
    .map(([percent, grossCents]) => {
      const baseCents = Math.round((grossCents * 100) / (100 + percent));
      return { percent, baseCents, taxCents: grossCents - baseCents };
    });
}

interface SaleRow {
  id: number;
  number: string;
  created: string;
  payment_method: string;
  shipping_cents: number;
  discount_cents: number;
  pending_cents: number;
  refunded_cents: number;
  name: string;
  surname: string;
  email: string | null;
  address_line1: string;
  postal_code: string;
  city: string;
  town: string;
  country: string;
}

const TOKEN_COLUMNS: Record<SaleDocumentKind, string> = { ticket: 'ticket_token', invoice: 'invoice_token' };

/** The sales' tickets and invoices. */
export interface SaleDocumentRepository {
  /** The sale whose ticket or invoice the token is, or undefined for a token of nothing. */
  findByToken(kind: SaleDocumentKind, token: string): SaleDocument | undefined;
  /** The tokens of a sale's documents (every sale has them from when it is written). */
  tokensOf(saleId: number): SaleDocumentTokens | undefined;
}

/** Creates the repository of the sales' documents. */
export function createSaleDocumentRepository(db: DatabaseSync): SaleDocumentRepository {
  return {
    findByToken(kind, token) {
      const sale = getRow<SaleRow>(
        db,
        `SELECT s.id, s.number, s.created, s.payment_method, s.shipping_cents, s.discount_cents, s.pending_cents,
           (SELECT COALESCE(SUM(r.amount_cents), 0) FROM payment_refunds r
             WHERE r.sale_id = s.id AND r.status <> 'Failed') AS refunded_cents,
           c.name, c.surname, c.email, c.address_line1, c.postal_code, c.city, c.town, c.country
         FROM sales s JOIN customers c ON c.id = s.customer_id
         WHERE s.${TOKEN_COLUMNS[kind]} = ?`,
        token,
      );
      if (!sale) return undefined;
      const lines = allRows<{ name: string; units: number; price_cents: number; tax_percent: number }>(
        db,
        'SELECT name, units, price_cents, tax_percent FROM sale_items WHERE sale_id = ? ORDER BY position, id',
        sale.id,
      ).map((row) => ({
        concept: row.name,
        units: row.units,
        unitCents: row.price_cents,
        totalCents: row.price_cents * row.units,
        taxPercent: row.tax_percent,
      }));
      const subTotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
      const place = [sale.postal_code, sale.city || sale.town].filter(Boolean).join(' ');
      return {
        number: sale.number,
        created: sale.created,
        customer: {
          name: [sale.name, sale.surname].filter(Boolean).join(' '),
          email: sale.email ?? '',
          address: [sale.address_line1, place, sale.country].filter(Boolean),
        },
        paymentMethod: sale.payment_method,
        lines,
        shippingCents: sale.shipping_cents,
        discountCents: sale.discount_cents,
        totalCents: subTotalCents + sale.shipping_cents - sale.discount_cents,
        taxes: taxesOf(lines, sale.shipping_cents, sale.discount_cents),
        pendingCents: sale.pending_cents,
        refundedCents: sale.refunded_cents,
      };
    },

    tokensOf(saleId) {
      const row = getRow<{ ticket_token: string; invoice_token: string }>(
        db,
        'SELECT ticket_token, invoice_token FROM sales WHERE id = ?',
        saleId,
      );
      return row && { ticket: row.ticket_token, invoice: row.invoice_token };
    },
  };
}
