import type { FastifyInstance } from 'fastify';
import { customerAnswerSchema } from '../academy-customers/account-wire.ts';
import type { AppContext } from '../app-context.ts';
import { inTransaction } from '../db/database.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import { customerIdParams, emptyQuery, idSchema, okSchema, withErrors } from '../http/schemas.ts';

/**
 * The customer record and account deletion under /api/publiccustomers (document 1, 7). Beside the login and
 * password calls of publiccustomers-routes.ts, in a file of their own: they work on the account data, not on
 * credentials.
 */
export function publicCustomersAccountRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { id: number } }>(
      '/:id',
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: idSchema },
            required: ['id'],
            additionalProperties: false,
          },
          querystring: emptyQuery,
          response: customerAnswerSchema,
        },
      },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.id);
        const account = ctx.accounts.find(request.params.id);
        if (!account) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
        return { ok: true, model: account };
      },
    );

    app.delete<{ Params: { customerId: number } }>(
      '/remove/:customerId',
      { schema: { params: customerIdParams, querystring: emptyQuery, response: withErrors(okSchema) } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        if (!ctx.accounts.find(customerId)) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
        inTransaction(ctx.db, () => {
          // Child profiles belong to the account and go with it. Every way in ends now: sessions (the caller's
          // too), mail links and the club app's links; the saved cards are forgotten.
          const children = ctx.accounts.erase(customerId, ctx.now());
          for (const id of [customerId, ...children]) {
            ctx.tokens.revokeAll(id, 'session');
            ctx.tokens.revokeAll(id, 'activation');
            ctx.tokens.revokeAll(id, 'reset');
            ctx.tokens.revokeAll(id, 'registration');
            ctx.appLinks.revokeAll(id);
            ctx.cardTokens.removeAll(id);
          }
        });
        return { ok: true };
      },
    );
    done();
  };
}
