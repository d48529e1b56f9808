// The Authorize.Net routes: the charge of Accept.js's opaque data (POST /api/authorizenet/charge/{reference}); with
// the sandbox, its stand-in Accept.js and the nonce call under /api/authorizenet-sandbox. The card's number reaches
// only the sandbox's nonce call (standing for Authorize.Net's servers), in a POST body never logged; the club's own
// route takes the opaque data and nothing of the card.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { CheckoutStore } from '../../checkout/checkout-store.ts';
import { ORDER_TEXTS } from '../../checkout/checkout-texts.ts';
import { checkoutReferenceParams } from '../../checkout/checkout-wire.ts';
import { closedObject, customerLine, withErrors } from '../../http/schemas.ts';
import type { Auth } from '../../tokens/auth.ts';
import { chargeRefusal, checkoutToCharge, tokenChargeAnswer } from '../provider-charges.ts';
import type { Settle } from '../stripe/stripe-provider.ts';
import type { OpaqueData } from './authorizenet-gateway.ts';
import { chargeOpaqueData, type AuthorizeNetAccount } from './authorizenet-provider.ts';
import type { AuthorizeNetSandbox, SecureData } from './authorizenet-sandbox.ts';

const SANDBOX_SCRIPT = readFileSync(join(import.meta.dirname, 'authorizenet-sandbox-script.js'), 'utf8');

/** What the Authorize.Net routes need. */
export interface AuthorizeNetRoutesDeps {
  account: AuthorizeNetAccount;
  settle: Settle;
  db: DatabaseSync;
  checkouts: CheckoutStore;
  auth: Auth;
  clubTitle: () => string;
}

/** POST /api/authorizenet/charge/{reference}: Accept.js's opaque data, and nothing else. */
export function authorizeNetRoutes(deps: AuthorizeNetRoutesDeps) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Params: { reference: string }; Body: OpaqueData }>(
      '/charge/:reference',
      {
        schema: {
          params: checkoutReferenceParams,
          body: closedObject({
            // Accept.js's nonce, passed on to Authorize.Net as it came.
            dataDescriptor: { ...customerLine(100), minLength: 1, pattern: '^[A-Za-z0-9._-]+$' },
            dataValue: { ...customerLine(8192), minLength: 1, pattern: '^[A-Za-z0-9+/=_-]+$' },
          }),
          response: tokenChargeAnswer,
        },
      },
      async (request) => {
        const checkout = checkoutToCharge(deps, request, 'authorizenet', request.params.reference);
        if ('refused' in checkout) return chargeRefusal(checkout.refused);
        return chargeOpaqueData(
          { gateway: deps.account.gateway, checkouts: deps.checkouts, settle: deps.settle },
          checkout,
          request.body,
          ORDER_TEXTS.chargeDescription(deps.clubTitle(), checkout.reference),
        );
      },
    );
    done();
  };
}

const messagesSchema = {
  type: 'object',
  properties: {
    resultCode: { type: 'string' },
    message: {
      type: 'array',
      items: { type: 'object', properties: { code: { type: 'string' }, text: { type: 'string' } } },
    },
  },
} as const;

/** The Authorize.Net sandbox under /api/authorizenet-sandbox: Accept.js, and its nonce call. */
export function authorizeNetSandboxRoutes(sandbox: AuthorizeNetSandbox) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/Accept.js', (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(SANDBOX_SCRIPT),
    );

    app.post<{ Body: SecureData }>(
      '/v1/dispatch-data',
      {
        schema: {
          body: closedObject({
            authData: closedObject({ clientKey: customerLine(100), apiLoginID: customerLine(100) }),
            cardData: {
              type: 'object',
              properties: {
                cardNumber: customerLine(23),
                month: customerLine(2),
                year: customerLine(4),
                cardCode: customerLine(4),
                zip: customerLine(20),
              },
              required: ['cardNumber', 'month', 'year', 'cardCode'],
              additionalProperties: false,
            },
          }),
          response: withErrors({
            type: 'object',
            properties: {
              opaqueData: {
                type: 'object',
                properties: { dataDescriptor: { type: 'string' }, dataValue: { type: 'string' } },
              },
              messages: messagesSchema,
            },
            required: ['messages'],
          }),
        },
      },
      (request) => sandbox.dispatchData(request.body),
    );
    done();
  };
}

/** Registers the charge under /api/authorizenet and, with the sandbox, the sandbox under /api/authorizenet-sandbox. */
export async function registerAuthorizeNetRoutes(
  app: FastifyInstance,
  deps: AuthorizeNetRoutesDeps,
): Promise<void> {
  await app.register(authorizeNetRoutes(deps), { prefix: '/api/authorizenet' });
  if (deps.account.sandbox)
    await app.register(authorizeNetSandboxRoutes(deps.account.sandbox), {
      prefix: '/api/authorizenet-sandbox',
    });
}
