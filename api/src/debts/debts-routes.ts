import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { clubMoment } from '../bookings/club-time.ts';
import { customerIdParams, emptyQuery } from '../http/schemas.ts';
import {
  customerFeesAnswer,
  pendingSalesAnswer,
  stopPeriodicSaleAnswer,
  stopPeriodicSaleParams,
} from './debts-wire.ts';
import { listPendingSales } from './pending-sales.ts';
import { listCustomerPeriodicSales, stopPeriodicSale } from './periodic-sales.ts';

/**
 * The pending sales under /api/shop (document 3, 7): what the customer (itself or a child) still owes, to pay
 * through the checkout.
 */
export function pendingSalesRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Params: { customerId: number } }>(
      '/pending-sales/:customerId',
      { schema: { params: customerIdParams, querystring: emptyQuery, response: pendingSalesAnswer } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        return { ok: true, data: listPendingSales(ctx.db, customerId) };
      },
    );
    done();
  };
}

/**
 * The customer's periodic sales under /api/publiccustomerperiodicsales (document 3, 7): their memberships with
 * their fees, and stopping one (a refusal answers ok false with the reason).
 */
export function customerPeriodicSalesRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/customer-fees/:customerId',
      { schema: { params: customerIdParams, querystring: emptyQuery, response: customerFeesAnswer } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        return { ok: true, model: listCustomerPeriodicSales(ctx.db, customerId) };
      },
    );

    app.post<{ Params: { customerId: number; cpsId: number } }>(
      '/stop-periodicsale/:customerId/:cpsId',
      {
        schema: { params: stopPeriodicSaleParams, querystring: emptyQuery, response: stopPeriodicSaleAnswer },
      },
      (request) => {
        const { customerId, cpsId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const now = ctx.now();
        const today = clubMoment(now, ctx.bookingCatalog.timeZone()).day;
        return stopPeriodicSale(ctx.db, customerId, cpsId, today, now.toISOString());
      },
    );
    done();
  };
}
