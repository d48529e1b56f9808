// The Stripe routes: the status the return page polls (GET /api/stripe/status/{intentId}, document 3, 7), and the
// sandbox that stands for Stripe when no real keys are set: its script (GET /api/stripe-sandbox/stripe.js) and
// the calls the script makes in place of Stripe's servers. Card numbers reach only the sandbox's payment_methods
// call, in a POST body (never logged), and only the last four digits are kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { closedObject, customerLine, withErrors } from '../../http/schemas.ts';
import { stripePaymentStatus, type Settle, type StatusDeps, type StripeAccount } from './stripe-provider.ts';
import type { SandboxAnswer, StripeSandbox } from './stripe-sandbox-store.ts';

/** The sandbox script, read once: plain browser JavaScript that defines window.Stripe. */
const SANDBOX_SCRIPT = readFileSync(join(import.meta.dirname, 'stripe-sandbox-script.js'), 'utf8');

/** An intent id in a path: Stripe's ids are letters, digits and underscores. */
const intentIdSchema = { type: 'string', minLength: 4, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' } as const;
/** A client secret (`{intent id}_secret_{random}`). */
const clientSecretSchema = {
  type: 'string',
  minLength: 10,
  maxLength: 300,
  pattern: '^[A-Za-z0-9_]+$',
} as const;

const paymentStatusSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    retry: { type: 'boolean' },
    tokenId: { type: ['string', 'null'] },
    refunded: { type: 'string', enum: ['SlotTaken', 'PaidTwice', 'SoldOut', 'CancelledWhilePaying'] },
  },
  required: ['ok', 'retry', 'tokenId'],
} as const;

/** GET /api/stripe/status/{intentId}: how a card intent ended, settled once; retry while it is on its way. */
export function stripeStatusRoutes(deps: StatusDeps) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { intentId: string } }>(
      '/status/:intentId',
      {
        schema: {
          params: closedObject({ intentId: intentIdSchema }),
          response: withErrors(paymentStatusSchema),
        },
      },
      async (request) => {
        // An intent (or its checkout) unknown here did not pay: the return page goes to /cz/ko.
        const status = await stripePaymentStatus(deps, request.params.intentId);
        return status ?? { ok: false, retry: false, tokenId: null };
      },
    );
    done();
  };
}

const stripeErrorSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    code: { type: 'string' },
    decline_code: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['type', 'code', 'message'],
} as const;

/** A refusal as Stripe's API words it (`{ error }`): a declined card, an unknown intent, a finished one. */
const refusalSchema = {
  type: 'object',
  properties: { error: stripeErrorSchema },
  required: ['error'],
} as const;

const nullableError = { anyOf: [stripeErrorSchema, { type: 'null' }] } as const;

const intentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    object: { type: 'string' },
    status: { type: 'string' },
    client_secret: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    description: { type: 'string' },
    payment_method: { type: ['string', 'null'] },
    next_action: {
      anyOf: [{ type: 'object', properties: { type: { type: 'string' } } }, { type: 'null' }],
    },
    last_payment_error: nullableError,
    last_setup_error: nullableError,
  },
  required: ['id', 'object', 'status', 'client_secret', 'payment_method', 'next_action'],
} as const;

const intentAnswer = withErrors({
  anyOf: [{ type: 'object', properties: { intent: intentSchema }, required: ['intent'] }, refusalSchema],
});

const paymentMethodAnswer = withErrors({
  anyOf: [
    {
      type: 'object',
      properties: {
        paymentMethod: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            object: { type: 'string' },
            type: { type: 'string' },
            card: {
              type: 'object',
              properties: {
                brand: { type: 'string' },
                last4: { type: 'string' },
                exp_month: { type: 'integer' },
                exp_year: { type: 'integer' },
              },
            },
          },
        },
      },
      required: ['paymentMethod'],
    },
    refusalSchema,
  ],
});

/**
 * A sandbox answer as the body: the result under `key`, or Stripe's error. Refusals answer 200 like the API's other
 * business refusals: the script resolves them as Stripe.js does, and only bad input is a 4xx.
 */
function reply<T>(answer: SandboxAnswer<T>, key: string) {
  return 'ok' in answer ? { [key]: answer.ok } : { error: answer.error };
}

/** The Stripe sandbox under /api/stripe-sandbox: the script, and the calls that stand for Stripe's servers. */
export function stripeSandboxRoutes(sandbox: StripeSandbox) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/stripe.js', (_request, replyTo) =>
      replyTo
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(SANDBOX_SCRIPT),
    );

    app.post<{ Body: { number: string; expMonth: number; expYear: number; cvc: string } }>(
      '/v1/payment_methods',
      {
        schema: {
          body: closedObject({
            // What the customer typed in the card fields (cleaned like any typed text, then digits only).
            number: { ...customerLine(19), minLength: 1, pattern: '^[0-9]+$' },
            expMonth: { type: 'integer', minimum: 0, maximum: 99 },
            expYear: { type: 'integer', minimum: 2000, maximum: 2199 },
            cvc: { ...customerLine(4), pattern: '^[0-9]*$' },
          }),
          response: paymentMethodAnswer,
        },
      },
      (request) => reply(sandbox.createPaymentMethod(request.body), 'paymentMethod'),
    );

    app.get<{ Querystring: { client_secret: string } }>(
      '/v1/intents',
      {
        schema: { querystring: closedObject({ client_secret: clientSecretSchema }), response: intentAnswer },
      },
      (request) => reply(sandbox.retrieve(request.query.client_secret), 'intent'),
    );

    app.post<{ Body: { clientSecret: string; paymentMethod: string } }>(
      '/v1/intents/confirm',
      {
        schema: {
          body: closedObject({ clientSecret: clientSecretSchema, paymentMethod: intentIdSchema }),
          response: intentAnswer,
        },
      },
      (request) => reply(sandbox.confirm(request.body.clientSecret, request.body.paymentMethod), 'intent'),
    );

    app.post<{ Body: { clientSecret: string; passed: boolean } }>(
      '/v1/intents/authenticate',
      {
        schema: {
          body: closedObject({ clientSecret: clientSecretSchema, passed: { type: 'boolean' } }),
          response: intentAnswer,
        },
      },
      (request) => reply(sandbox.authenticate(request.body.clientSecret, request.body.passed), 'intent'),
    );
    done();
  };
}

/** What the Stripe routes need: the account (its gateway, and its sandbox when it stands for Stripe) and the checkout. */
export interface StripeRoutesDeps {
  account: StripeAccount;
  settle: Settle;
  savedCardId: StatusDeps['savedCardId'];
  refundedOf: StatusDeps['refundedOf'];
}

/** Registers the status under /api/stripe and, with the sandbox, the sandbox under /api/stripe-sandbox. */
export async function registerStripeRoutes(app: FastifyInstance, deps: StripeRoutesDeps): Promise<void> {
  const { account } = deps;
  await app.register(stripeStatusRoutes({ ...deps, gateway: account.gateway }), { prefix: '/api/stripe' });
  if (account.sandbox)
    await app.register(stripeSandboxRoutes(account.sandbox), { prefix: '/api/stripe-sandbox' });
}
