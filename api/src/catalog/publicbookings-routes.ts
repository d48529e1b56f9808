import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { emptyQuery } from '../http/schemas.ts';
import { bookingTypeSchema, modelList, toWireBookingType } from './catalog-wire.ts';

/** GET /api/publicbookings/booking-types-list. */
export function publicBookingsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/booking-types-list',
      { schema: { querystring: emptyQuery, response: modelList(bookingTypeSchema) } },
      () => ({ ok: true, model: ctx.catalog.listBookingTypes().map(toWireBookingType) }),
    );
    done();
  };
}
