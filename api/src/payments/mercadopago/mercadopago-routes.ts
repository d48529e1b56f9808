// The Mercado Pago routes: the payment of the brick's card token (POST /api/publicmercadopago/process_payment,
// document 3, 7: the customer's bearer token, rqId and saveCardToken), and the sandbox that stands for Mercado Pago
// when no real keys are set: the stand-in SDK (GET /api/mercadopago-sandbox/js/v2) and its card tokens. The card
// number reaches only the sandbox's card_tokens call, in a POST body (never logged); only its last digits are kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MercadoPagoPayment } from '@club/shared-contracts/checkout-entities';
import type { Auth } from '../../tokens/auth.ts';
import { closedObject, customerLine, withErrors } from '../../http/schemas.ts';
import { checkoutReferenceParams } from '../../checkout/checkout-wire.ts';
import { acceptFormBodies } from '../redsys/redsys-routes.ts';
import { processPayment, type MercadoPagoAccount, type ProcessPaymentDeps } from './mercadopago-provider.ts';
import type { MercadoPagoSandbox } from './mercadopago-sandbox.ts';

/** The stand-in SDK, read once: plain browser JavaScript that defines window.MercadoPago. */
const SANDBOX_SDK = readFileSync(join(import.meta.dirname, 'mercadopago-sandbox-sdk.js'), 'utf8');

const chargeAnswer = withErrors({
  type: 'object',
  properties: { ok: { type: 'boolean' }, errorMsg: { type: 'string' } },
  required: ['ok'],
});

/**
 * POST /api/publicmercadopago/process_payment: the brick's token paid for the caller's checkout. The page sends its
 * fields as form data (document 3, 7); a JSON body is read as well.
 */
export function mercadoPagoPaymentRoutes(deps: ProcessPaymentDeps & { auth: Auth }) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    acceptFormBodies(app);
    app.post<{ Body: MercadoPagoPayment }>(
      '/process_payment',
      {
        schema: {
          body: closedObject({
            rqId: { ...customerLine(12), ...checkoutReferenceParams.properties.reference },
            saveCardToken: { ...customerLine(100), minLength: 1, pattern: '^[A-Za-z0-9_-]+$' },
          }),
          response: chargeAnswer,
        },
      },
      (request) => {
        const { customer } = deps.auth.requireSession(request);
        return processPayment(deps, customer.id, request.body);
      },
    );
    done();
  };
}

/** The sandbox under /api/mercadopago-sandbox: the stand-in SDK and the card tokens of its form. */
export function mercadoPagoSandboxRoutes(sandbox: MercadoPagoSandbox) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/js/v2', (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(SANDBOX_SDK),
    );

    app.post<{ Body: { cardholderName: string; cardNumber: string }; Querystring: { public_key: string } }>(
      '/v1/card_tokens',
      {
        schema: {
          querystring: closedObject({ public_key: { type: 'string', minLength: 1, maxLength: 100 } }),
          body: closedObject({
            cardholderName: { ...customerLine(60), minLength: 1 },
            cardNumber: { ...customerLine(19), minLength: 13, pattern: '^[0-9]+$' },
          }),
          response: withErrors({
            type: 'object',
            properties: { id: { type: 'string' }, last_four_digits: { type: 'string' } },
            required: ['id', 'last_four_digits'],
          }),
        },
      },
      (request) => sandbox.createCardToken(request.body),
    );
    done();
  };
}

/** What the Mercado Pago routes need. */
export type MercadoPagoRoutesDeps = Omit<ProcessPaymentDeps, 'gateway'> & {
  account: MercadoPagoAccount;
  auth: Auth;
};

/** Registers process_payment under /api/publicmercadopago and, with the sandbox, the sandbox. */
export async function registerMercadoPagoRoutes(
  app: FastifyInstance,
  deps: MercadoPagoRoutesDeps,
): Promise<void> {
  const { account } = deps;
  await app.register(mercadoPagoPaymentRoutes({ ...deps, gateway: account.gateway }), {
    prefix: '/api/publicmercadopago',
  });
  if (account.sandbox) {
    await app.register(mercadoPagoSandboxRoutes(account.sandbox), { prefix: '/api/mercadopago-sandbox' });
  }
}
