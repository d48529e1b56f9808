import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { emptyQuery } from '../http/schemas.ts';
import { paymentModesAnswer } from './booking-wire.ts';

/** GET /api/shop/payment-mode-allowed: the club's payment modes for bookings (document 2, 5), beside ok. */
export function paymentModesRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/payment-mode-allowed',
      { schema: { querystring: emptyQuery, response: paymentModesAnswer } },
      () => ({
        ok: true,
        ...ctx.bookingCatalog.paymentModes(),
      }),
    );
    done();
  };
}
