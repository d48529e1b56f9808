import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { customerIdParams, emptyQuery, idSchema, okSchema, withErrors } from '../http/schemas.ts';

/** Messages of the saved-card calls that the account page shows. */
export const CARD_TEXTS = {
  notFound: 'This card is not saved in your account',
} as const;

const cardListAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    model: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, cardNumber: { type: 'string' } },
        required: ['id', 'cardNumber'],
      },
    },
  },
  required: ['ok', 'model'],
});

const cardParams = {
  type: 'object',
  properties: { customerId: idSchema, methodId: idSchema },
  required: ['customerId', 'methodId'],
  additionalProperties: false,
} as const;

/** The saved cards under /api/publicpaymentmethods (document 1, 2.13 Credit Cards): list and delete. */
export function publicPaymentMethodsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/token-list/:customerId',
      { schema: { params: customerIdParams, querystring: emptyQuery, response: cardListAnswer } },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        const cards = ctx.cardTokens.list(request.params.customerId);
        return { ok: true, model: cards.map((card) => ({ id: card.id, cardNumber: card.lastDigits })) };
      },
    );

    app.delete<{ Params: { customerId: number; methodId: number } }>(
      '/:customerId/:methodId',
      { schema: { params: cardParams, querystring: emptyQuery, response: withErrors(okSchema) } },
      (request) => {
        const { customerId, methodId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        // Someone else's card answers the same as a missing one: card ids cannot be probed.
        if (!ctx.cardTokens.remove(customerId, methodId)) throw new HttpError(404, CARD_TEXTS.notFound);
        return { ok: true };
      },
    );
    done();
  };
}
