// Tickets and invoices (document 3, 2 and 7): GET /api/publictickets/download-ticket/{token} and
// GET /api/publicinvoices/download-invoice/{token} answer a sale's document as a PDF download, without login: the
// token of the receipt mail's link is the secret. A token of nothing answers 404 with why.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { UPLOADS_DIR } from '../files/uploads-routes.ts';
import { HttpError } from '../http/errors.ts';
import { closedObject, withErrors } from '../http/schemas.ts';
import { logoPathOf, saleDocumentPdf, type ClubLetterhead } from './sale-document-pdf.ts';
import { createSaleDocumentRepository, type SaleDocumentKind } from './sale-document-repository.ts';

/** The answers to a token of no sale. */
export const SALE_DOCUMENT_NOT_FOUND: Record<SaleDocumentKind, string> = {
  ticket: 'Ticket no encontrado',
  invoice: 'Factura no encontrada',
};

/** A document's token: 32 hexadecimal digits or more (see 022_sale_documents.sql). */
const documentTokenSchema = { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{32,64}$' } as const;
const tokenParams = closedObject({ token: documentTokenSchema });

/**
 * The route of one kind of document, `download-ticket/:token` or `download-invoice/:token`, answering the file
 * `ticket-<saleNumber>.pdf` or `invoice-<saleNumber>.pdf`.
 */
function saleDocumentRoutes(ctx: AppContext, kind: SaleDocumentKind) {
  const documents = createSaleDocumentRepository(ctx.db);
  const letterhead = (): ClubLetterhead => {
    const settings = ctx.settings.getSettings();
    return {
      title: settings?.title ?? '',
      address: settings?.address ?? '',
      culture: settings?.culture ?? 'es-ES',
      formatCulture: settings?.formatCulture ?? 'es-ES',
      timeZone: settings?.timeZone ?? 'Europe/Madrid',
      currencySymbol: settings?.currencySymbol ?? '€',
      logoPath: settings ? logoPathOf(UPLOADS_DIR, settings.mainLogo) : null,
    };
  };
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { token: string } }>(
      `/download-${kind}/:token`,
      { schema: { params: tokenParams, response: withErrors({}) } },
      async (request, reply) => {
        const sale = documents.findByToken(kind, request.params.token);
        if (!sale) throw new HttpError(404, SALE_DOCUMENT_NOT_FOUND[kind]);
        const pdf = await saleDocumentPdf(kind, sale, letterhead());
        return reply
          .type('application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="${kind}-${sale.number.replace(/[^\w.-]/g, '-')}.pdf"`,
          )
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(pdf);
      },
    );
    done();
  };
}

/** GET /api/publictickets/download-ticket/{token}: a sale's ticket. */
export const publicTicketsRoutes = (ctx: AppContext) => saleDocumentRoutes(ctx, 'ticket');

/** GET /api/publicinvoices/download-invoice/{token}: a sale's invoice. */
export const publicInvoicesRoutes = (ctx: AppContext) => saleDocumentRoutes(ctx, 'invoice');
