// The NetPay routes: the charge of a token from the card popup (POST /api/netpay/charge/{reference}) and the callback
// after NetPay's 3D Secure page (POST /api/netpay/callback/{id}/{transactionToken}, document 3, 7); with the sandbox,
// its stand-in netpay.min.js, its token call and its 3D Secure page under /api/netpay-sandbox. The card's number
// reaches only the sandbox's token call (standing for NetPay's servers), in a POST body never logged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { CheckoutStore } from '../../checkout/checkout-store.ts';
import { ORDER_TEXTS } from '../../checkout/checkout-texts.ts';
import { checkoutReferenceParams } from '../../checkout/checkout-wire.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { closedObject, customerLine, errorSchema, withErrors } from '../../http/schemas.ts';
import type { Auth } from '../../tokens/auth.ts';
import {
  checkoutToCharge,
  chargeRefusal,
  providerStatusAnswer,
  tokenChargeAnswer,
} from '../provider-charges.ts';
import { page } from '../redsys/redsys-sandbox-page.ts';
import { acceptFormBodies, sendSandboxPage } from '../redsys/redsys-routes.ts';
import type { Settle } from '../stripe/stripe-provider.ts';
import {
  chargeNetPayToken,
  netPayCallback,
  type NetPayAccount,
  type NetPayChargeDeps,
} from './netpay-provider.ts';
import {
  NETPAY_TEST_CARDS,
  type ChallengeOutcome,
  type NetPayCard,
  type NetPaySandbox,
} from './netpay-sandbox.ts';

const SANDBOX_SCRIPT = readFileSync(join(import.meta.dirname, 'netpay-sandbox-script.js'), 'utf8');

/** A NetPay id (token, transaction): letters, digits, underscores and hyphens. */
const netPayIdSchema = { type: 'string', minLength: 4, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** What the NetPay routes need. */
export interface NetPayRoutesDeps {
  account: NetPayAccount;
  settle: Settle;
  db: DatabaseSync;
  checkouts: CheckoutStore;
  auth: Auth;
  now: () => Date;
  clubTitle: () => string;
}

/** POST /api/netpay/charge/{reference} and /api/netpay/callback/{id}/{transactionToken}. */
export function netPayRoutes(deps: NetPayRoutesDeps) {
  const chargeDeps: NetPayChargeDeps = {
    gateway: deps.account.gateway,
    checkouts: deps.checkouts,
    settle: deps.settle,
    db: deps.db,
    now: deps.now,
  };
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Params: { reference: string }; Body: { token: string } }>(
      '/charge/:reference',
      {
        schema: {
          params: checkoutReferenceParams,
          body: closedObject({ token: netPayIdSchema }),
          response: tokenChargeAnswer,
        },
      },
      async (request) => {
        const checkout = checkoutToCharge(deps, request, 'netpay', request.params.reference);
        if ('refused' in checkout) return chargeRefusal(checkout.refused);
        const description = ORDER_TEXTS.chargeDescription(deps.clubTitle(), checkout.reference);
        return chargeNetPayToken(chargeDeps, checkout, request.body.token, description);
      },
    );

    app.post<{ Params: { id: string; transactionToken: string } }>(
      '/callback/:id/:transactionToken',
      {
        schema: {
          params: closedObject({
            id: checkoutReferenceParams.properties.reference,
            transactionToken: netPayIdSchema,
          }),
          response: providerStatusAnswer,
        },
      },
      (request) => netPayCallback(chargeDeps, request.params.id, request.params.transactionToken),
    );
    done();
  };
}

/** The sandbox 3D Secure page's texts (NetPay's pages are in Spanish). */
export const NETPAY_PAGE_TEXTS = {
  title: 'NetPay — Autenticación 3D Secure',
  sandbox: `Sandbox de pagos: no se cobra ninguna tarjeta real. Tarjetas de prueba: ${NETPAY_TEST_CARDS.approved} (aprobada), ${NETPAY_TEST_CARDS.declined} (declinada), ${NETPAY_TEST_CARDS.threeDs} (3D Secure).`,
  text: 'Tu banco pide confirmar este pago.',
  pass: 'Autenticar',
  fail: 'Fallar la autenticación',
  cancel: 'Volver al comercio',
  closed: 'Esta autenticación ya no está abierta.',
} as const;

/** The page of a check that has finished or is unknown. */
const closedPage = (): string =>
  page(NETPAY_PAGE_TEXTS.title, `<h1>${NETPAY_PAGE_TEXTS.title}</h1>\n<p>${NETPAY_PAGE_TEXTS.closed}</p>`);

/** The NetPay sandbox under /api/netpay-sandbox: the script, the token call, the 3D Secure page. */
export function netPaySandboxRoutes(sandbox: NetPaySandbox) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    acceptFormBodies(app);
    app.get('/netpay.min.js', (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(SANDBOX_SCRIPT),
    );

    app.post<{ Body: NetPayCard }>(
      '/v1/tokens',
      {
        schema: {
          body: closedObject({
            cardNumber: { ...customerLine(23), minLength: 1 },
            expMonth: customerLine(2),
            expYear: customerLine(4),
            cvv2: customerLine(4),
            cardHolderName: customerLine(40),
          }),
          response: withErrors({
            type: 'object',
            properties: {
              token: { type: 'string' },
              lastDigits: { type: 'string' },
              error: { type: 'string' },
            },
          }),
        },
      },
      (request) => sandbox.createToken(request.body),
    );

    const txParams = closedObject({ transactionTokenId: netPayIdSchema });
    app.get<{ Params: { transactionTokenId: string } }>(
      '/3ds/:transactionTokenId',
      { schema: { params: txParams, response: { '4xx': errorSchema, '5xx': errorSchema } } },
      (request, reply) => {
        const texts = NETPAY_PAGE_TEXTS;
        const open = sandbox.challenge(request.params.transactionTokenId);
        if (!open) return sendSandboxPage(reply, closedPage(), []);
        const action = `/api/netpay-sandbox/3ds/${escapeHtml(open.transaction.transactionTokenId)}`;
        return sendSandboxPage(
          reply,
          page(
            texts.title,
            `<h1>${texts.title}</h1>
<p class="note">${escapeHtml(texts.sandbox)}</p>
<p>${escapeHtml(texts.text)}</p>
<form method="post" action="${action}">
<p class="actions"><button class="primary" name="action" value="pass">${texts.pass}</button><button class="secondary" name="action" value="fail">${texts.fail}</button><button class="secondary" name="action" value="cancel">${texts.cancel}</button></p>
</form>`,
          ),
          [open.returnOrigin],
        );
      },
    );

    app.post<{ Params: { transactionTokenId: string }; Body: { action: ChallengeOutcome } }>(
      '/3ds/:transactionTokenId',
      {
        schema: {
          params: txParams,
          body: closedObject({ action: { type: 'string', enum: ['pass', 'fail', 'cancel'] } }),
          response: { '4xx': errorSchema, '5xx': errorSchema },
        },
      },
      (request, reply) => {
        const back = sandbox.completeChallenge(request.params.transactionTokenId, request.body.action);
        if (!back) {
          // A reload or the back button after the check: the closed page, as Redsys's sandbox shows it.
          return sendSandboxPage(reply, closedPage(), []);
        }
        return reply.redirect(back, 303);
      },
    );
    done();
  };
}

/** Registers the charge and callback under /api/netpay and, with the sandbox, the sandbox under /api/netpay-sandbox. */
export async function registerNetPayRoutes(app: FastifyInstance, deps: NetPayRoutesDeps): Promise<void> {
  await app.register(netPayRoutes(deps), { prefix: '/api/netpay' });
  if (deps.account.sandbox)
    await app.register(netPaySandboxRoutes(deps.account.sandbox), { prefix: '/api/netpay-sandbox' });
}
