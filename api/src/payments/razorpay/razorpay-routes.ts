// The Razorpay routes: the status the return page polls (GET /api/razorpay/status/{order_id}/{payment_id}/{signature},
// document 3, 7) and, with the sandbox, its stand-in checkout.js and the test-mode payment under
// /api/razorpay-sandbox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { closedObject, customerLine, withErrors } from '../../http/schemas.ts';
import { providerStatusAnswer } from '../provider-charges.ts';
import { RAZORPAY_SANDBOX_KEY_ID, razorpayStatus, type RazorpayStatusDeps } from './razorpay-provider.ts';
import type { RazorpaySandbox } from './razorpay-sandbox.ts';

const SANDBOX_SCRIPT = readFileSync(join(import.meta.dirname, 'razorpay-sandbox-script.js'), 'utf8');

/** A Razorpay id (order_…, pay_…): letters, digits and underscores. */
const razorpayIdSchema = { type: 'string', minLength: 4, maxLength: 60, pattern: '^[A-Za-z0-9_]+$' } as const;
/** A signature: the hex of an HMAC-SHA256 (anything else is refused as not Razorpay's, not as bad input). */
const signatureSchema = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9]+$' } as const;

/** GET /api/razorpay/status/{orderId}/{paymentId}/{signature}. */
export function razorpayStatusRoutes(deps: RazorpayStatusDeps) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { orderId: string; paymentId: string; signature: string } }>(
      '/status/:orderId/:paymentId/:signature',
      {
        schema: {
          params: closedObject({
            orderId: razorpayIdSchema,
            paymentId: razorpayIdSchema,
            signature: signatureSchema,
          }),
          response: providerStatusAnswer,
        },
      },
      (request) =>
        razorpayStatus(deps, request.params.orderId, request.params.paymentId, request.params.signature),
    );
    done();
  };
}

const paymentAnswer = withErrors({
  type: 'object',
  properties: {
    razorpay_payment_id: { type: 'string' },
    razorpay_order_id: { type: 'string' },
    razorpay_signature: { type: 'string' },
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        description: { type: 'string' },
        source: { type: 'string' },
        step: { type: 'string' },
        reason: { type: 'string' },
        metadata: {
          type: 'object',
          properties: { order_id: { type: 'string' }, payment_id: { type: 'string' } },
        },
      },
    },
  },
});

/** The Razorpay sandbox under /api/razorpay-sandbox: checkout.js, and the test-mode payment of an order. */
export function razorpaySandboxRoutes(sandbox: RazorpaySandbox) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/checkout.js', (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(SANDBOX_SCRIPT),
    );

    app.post<{ Body: { key: string; order_id: string; outcome: 'success' | 'failure' } }>(
      '/v1/payments',
      {
        schema: {
          body: closedObject({
            // What checkout.js sends Razorpay: the page's key and order, checked against the sandbox's.
            key: customerLine(60),
            order_id: { ...customerLine(60), pattern: razorpayIdSchema.pattern },
            outcome: { type: 'string', enum: ['success', 'failure'] },
          }),
          response: paymentAnswer,
        },
      },
      (request) => {
        const { key, order_id: orderId, outcome } = request.body;
        const unknown = {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description:
              key === RAZORPAY_SANDBOX_KEY_ID ? 'The id provided does not exist' : 'Authentication failed',
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
            metadata: { order_id: orderId, payment_id: '' },
          },
        };
        if (key !== RAZORPAY_SANDBOX_KEY_ID) return unknown;
        return sandbox.pay(orderId, outcome) ?? unknown;
      },
    );
    done();
  };
}

/** Registers the status under /api/razorpay and, with the sandbox, the sandbox under /api/razorpay-sandbox. */
export async function registerRazorpayRoutes(app: FastifyInstance, deps: RazorpayStatusDeps): Promise<void> {
  await app.register(razorpayStatusRoutes(deps), { prefix: '/api/razorpay' });
  if (deps.account.sandbox)
    await app.register(razorpaySandboxRoutes(deps.account.sandbox), { prefix: '/api/razorpay-sandbox' });
}
