import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { emptyQuery } from '../http/schemas.ts';
import { modelList, offerSchema, toWireOffer } from './catalog-wire.ts';

/** GET /api/publicmemberships/list. */
export function publicMembershipsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/list', { schema: { querystring: emptyQuery, response: modelList(offerSchema) } }, () => ({
      ok: true,
      model: ctx.catalog.listMemberships().map(toWireOffer),
    }));
    done();
  };
}
