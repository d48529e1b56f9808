// The PayPal routes: the page's callback after the buttons approved an order (POST /api/paypal/callback, document 3,
// 7), settled once, and the sandbox that stands for PayPal when no real keys are set: the stand-in SDK
// (GET /api/paypal-sandbox/sdk/js) and the Orders calls its window makes in place of PayPal's servers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PayPalCallback } from '@club/shared-contracts/checkout-entities';
import { closedObject, customerLine, withErrors } from '../../http/schemas.ts';
import type { CheckoutRecord } from '../../checkout/checkout-store.ts';
import type { Settle } from '../stripe/stripe-provider.ts';
import { paypalCallback, type CallbackDeps, type PayPalAccount } from './paypal-provider.ts';
import type { PayPalSandbox } from './paypal-sandbox.ts';

/** The stand-in SDK, read once: plain browser JavaScript that defines window.paypal. */
const SANDBOX_SDK = readFileSync(join(import.meta.dirname, 'paypal-sandbox-sdk.js'), 'utf8');

/** Texts of the PayPal routes' refusals. */
export const PAYPAL_TEXTS = {
  unknownOrder: 'El pedido de PayPal no existe o la autorización no es la suya',
} as const;

/** An order or authorization id: PayPal's are capitals and digits. */
const paypalIdSchema = { ...customerLine(64), minLength: 1, pattern: '^[A-Za-z0-9-]+$' } as const;

/** How a provider's payment ended, as the page reads it. */
export const providerStatusSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    retry: { type: 'boolean' },
    refunded: { type: 'string', enum: ['SlotTaken', 'PaidTwice', 'SoldOut', 'CancelledWhilePaying'] },
    errorMsg: { type: 'string' },
  },
  required: ['ok', 'retry'],
} as const;

/** POST /api/paypal/callback: the approved order captured and settled once; refused for an order not PayPal's. */
export function paypalCallbackRoutes(deps: CallbackDeps) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: PayPalCallback }>(
      '/callback',
      {
        schema: {
          body: closedObject({
            orderId: paypalIdSchema,
            // Empty when the funding was declined at authorization: the order then settles not paid.
            authorizationId: { ...paypalIdSchema, minLength: 0, pattern: '^[A-Za-z0-9-]*$' },
          }),
          response: withErrors(providerStatusSchema),
        },
      },
      async (request) => {
        // An order not PayPal's, or an authorization not the order's, pays nothing: refused as a forgery.
        const status = await paypalCallback(deps, request.body);
        return status ?? { ok: false, retry: false, errorMsg: PAYPAL_TEXTS.unknownOrder };
      },
    );
    done();
  };
}

const orderSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    intent: { type: 'string' },
    status: { type: 'string' },
    purchase_units: { type: 'array' },
    name: { type: 'string' },
    details: { type: 'array' },
  },
} as const;

// A path is never cleaned: an id with anything else in it is refused.
const orderParams = closedObject({
  id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' },
});

/** The sandbox under /api/paypal-sandbox: the stand-in SDK and the calls of its approval window. */
export function paypalSandboxRoutes(sandbox: PayPalSandbox) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    // The loader adds client-id, currency and intent to the address: any query is taken.
    app.get('/sdk/js', (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(SANDBOX_SDK),
    );

    app.get<{ Params: { id: string } }>(
      '/v2/checkout/orders/:id',
      { schema: { params: orderParams, response: withErrors(orderSchema) } },
      (request) => {
        // As the approval calls, an unknown order answers PayPal's refusal, which the stand-in SDK reads.
        return sandbox.order(request.params.id);
      },
    );

    app.post<{ Params: { id: string }; Body: { decision: 'approve' | 'decline' } }>(
      '/v2/checkout/orders/:id/approve',
      {
        schema: {
          params: orderParams,
          body: closedObject({ decision: { enum: ['approve', 'decline'] } }),
          response: withErrors(orderSchema),
        },
      },
      (request) => sandbox.approve(request.params.id, request.body.decision),
    );

    app.post<{ Params: { id: string } }>(
      '/v2/checkout/orders/:id/authorize',
      { schema: { params: orderParams, response: withErrors(orderSchema) } },
      (request) => sandbox.authorize(request.params.id),
    );
    done();
  };
}

/** What the PayPal routes need: the account and the checkout. */
export interface PayPalRoutesDeps {
  account: PayPalAccount;
  settle: Settle;
  checkoutOf: (checkoutId: number) => CheckoutRecord | undefined;
}

/** Registers the callback under /api/paypal and, with the sandbox, the sandbox under /api/paypal-sandbox. */
export async function registerPayPalRoutes(app: FastifyInstance, deps: PayPalRoutesDeps): Promise<void> {
  const { account } = deps;
  await app.register(paypalCallbackRoutes({ ...deps, gateway: account.gateway }), { prefix: '/api/paypal' });
  if (account.sandbox)
    await app.register(paypalSandboxRoutes(account.sandbox), { prefix: '/api/paypal-sandbox' });
}
