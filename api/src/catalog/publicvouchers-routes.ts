import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { customerIdParams, emptyQuery } from '../http/schemas.ts';
import { heldVoucherSchema, modelList, offerSchema, toWireOffer, toWireVoucher } from './catalog-wire.ts';

/** The voucher lists under /api/publicvouchers: on sale, held by a customer, and a customer's active vouchers. */
export function publicVouchersRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/list-by-customer',
      { schema: { querystring: emptyQuery, response: modelList(offerSchema) } },
      () => ({ ok: true, model: ctx.catalog.listVouchersOnSale().map(toWireOffer) }),
    );

    app.get<{ Params: { customerId: number } }>(
      '/list-by-customer/:customerId',
      { schema: { params: customerIdParams, querystring: emptyQuery, response: modelList(offerSchema) } },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        return {
          ok: true,
          model: ctx.catalog.listVouchersHeldBy(request.params.customerId).map(toWireOffer),
        };
      },
    );

    app.get<{ Params: { customerId: number } }>(
      '/customer-vouchers/:customerId',
      {
        schema: { params: customerIdParams, querystring: emptyQuery, response: modelList(heldVoucherSchema) },
      },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        return {
          ok: true,
          model: ctx.catalog.listActiveVouchersOf(request.params.customerId).map(toWireVoucher),
        };
      },
    );
    done();
  };
}
