// Tickets and invoices (document 3, 2 and 7): a sale's PDF files, reached by the token of the receipt mail's link
// without login, and saved as downloads by the HTTP layer.
import { download } from '@club/shared-contracts/http';

/** GET /api/publictickets/download-ticket/{token}: saves the sale's ticket; resolves with the file's name. */
export function downloadTicket(token: string): Promise<string> {
  return download('GET', `/api/publictickets/download-ticket/${encodeURIComponent(token)}`, 'ticket.pdf');
}

/** GET /api/publicinvoices/download-invoice/{token}: saves the sale's invoice; resolves with the file's name. */
export function downloadInvoice(token: string): Promise<string> {
  return download('GET', `/api/publicinvoices/download-invoice/${encodeURIComponent(token)}`, 'invoice.pdf');
}
