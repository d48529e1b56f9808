import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { emptyQuery } from '../http/schemas.ts';
import { productListAnswerSchema, toWireProduct } from './product-wire.ts';

/**
 * The featured products under /api/products (document 2, 2.10 and 2.11; document 3, 7): popular-products (the
 * carousel, the payment result pages) and trending-products (the home page). Both are public and answer the shop
 * price: they carry no customer id.
 */
export function productsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/popular-products',
      { schema: { querystring: emptyQuery, response: productListAnswerSchema } },
      () => ({ ok: true, data: ctx.products.listPopular(null).map(toWireProduct) }),
    );
    app.get(
      '/trending-products',
      { schema: { querystring: emptyQuery, response: productListAnswerSchema } },
      () => ({ ok: true, data: ctx.products.listTrending(null).map(toWireProduct) }),
    );
    done();
  };
}
