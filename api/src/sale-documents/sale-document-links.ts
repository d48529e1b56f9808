// The links of a sale's ticket and invoice that the receipt mail sends (document 3, 2): the site's pages
// /publictickets/{token} and /publicinvoices/{token}, which download the PDF files.
import type { SaleDocumentTokens } from './sale-document-repository.ts';

/** The absolute addresses of a sale's ticket and invoice pages. */
export interface SaleDocumentLinks {
  ticket: string;
  invoice: string;
}

/** Path of the site's page that downloads a ticket. */
export const publicTicketPath = (token: string): string => `/publictickets/${token}`;

/** Path of the site's page that downloads an invoice. */
export const publicInvoicePath = (token: string): string => `/publicinvoices/${token}`;

/** The links of a sale's documents on the site the customer bought on (its origin; a path alone without one). */
export const saleDocumentLinks = (tokens: SaleDocumentTokens, siteOrigin: string): SaleDocumentLinks => ({
  ticket: `${siteOrigin}${publicTicketPath(tokens.ticket)}`,
  invoice: `${siteOrigin}${publicInvoicePath(tokens.invoice)}`,
});
