// Mercado Pago (payment type 17) as a card provider of the checkout (research A6): start answers what the page's
// Card Payment Brick needs (public key, the payment request, amount, payer e-mail, currency, the SDK's address);
// the brick's card token comes back to POST /api/publicmercadopago/process_payment, which pays it on the server
// with one instalment and settles the checkout once per payment.
import type { DatabaseSync } from 'node:sqlite';
import type { MercadoPagoPayment, TokenChargeAnswer } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardProvider } from '../../checkout/card-payments.ts';
import type { CheckoutRecord } from '../../checkout/checkout-store.ts';
import { ORDER_TEXTS } from '../../checkout/checkout-texts.ts';
import { statusOfCheckout } from '../paypal/paypal-provider.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import type { MercadoPagoGateway } from './mercadopago-gateway.ts';
import { createLiveMercadoPagoGateway } from './mercadopago-live-gateway.ts';
import { createMercadoPagoSandbox, type MercadoPagoSandbox } from './mercadopago-sandbox.ts';

/** Where the sandbox's stand-in SDK is served, relative to the API. */
export const SANDBOX_SCRIPT_PATH = '/api/mercadopago-sandbox/js/v2';
/** The public key the stand-in SDK is made with. */
export const SANDBOX_PUBLIC_KEY = 'TEST-club-sandbox';
/** Mercado Pago's SDK. */
export const LIVE_SCRIPT_URL = 'https://sdk.mercadopago.com/js/v2';

/** The Mercado Pago account: the page's public key and SDK, and the server's access token (null for the sandbox). */
export interface MercadoPagoSettings {
  publicKey: string;
  scriptUrl: string;
  accessToken: string | null;
}

/**
 * The settings from the environment: the real account when MERCADOPAGO_ACCESS_TOKEN is set (with its
 * MERCADOPAGO_PUBLIC_KEY; the SDK from MERCADOPAGO_SCRIPT_URL or sdk.mercadopago.com), the sandbox otherwise.
 */
export function mercadoPagoSettingsFrom(env: NodeJS.ProcessEnv): MercadoPagoSettings {
  const accessToken = env.MERCADOPAGO_ACCESS_TOKEN?.trim();
  if (!accessToken)
    return { publicKey: SANDBOX_PUBLIC_KEY, scriptUrl: SANDBOX_SCRIPT_PATH, accessToken: null };
  const publicKey = env.MERCADOPAGO_PUBLIC_KEY?.trim();
  if (!publicKey) throw new Error('MERCADOPAGO_ACCESS_TOKEN is set without MERCADOPAGO_PUBLIC_KEY');
  return { publicKey, scriptUrl: env.MERCADOPAGO_SCRIPT_URL?.trim() || LIVE_SCRIPT_URL, accessToken };
}

/** The texts of the payment's refusals (the API's messages are Spanish). */
export const MERCADOPAGO_TEXTS = {
  unknownRequest: 'La solicitud de pago no existe o no es tuya',
  finished: 'Este pago ya ha terminado',
  pending: 'Mercado Pago está revisando el pago: te avisaremos cuando termine',
  rejected: 'Mercado Pago ha rechazado el pago. Prueba con otra tarjeta',
  returned: 'El pago se ha devuelto a tu tarjeta: lo que pagabas ya no estaba disponible',
  byDetail: {
    cc_rejected_insufficient_amount: 'La tarjeta no tiene saldo suficiente',
    cc_rejected_bad_filled_security_code: 'El código de seguridad no es correcto',
    cc_rejected_bad_filled_date: 'La fecha de caducidad no es correcta',
    cc_rejected_call_for_authorize: 'Debes autorizar el pago con el emisor de tu tarjeta',
  } as Readonly<Record<string, string>>,
} as const;

/** Creates the Mercado Pago card provider on a gateway; the payer's e-mail is read from the customer. */
export function createMercadoPagoProvider(
  gateway: MercadoPagoGateway,
  settings: MercadoPagoSettings,
  emailOf: (customerId: number) => string,
): CardProvider {
  return {
    type: PaymentMethodType.MercadoPago,
    start(charge) {
      return Promise.resolve({
        mercadoPago: {
          pk: settings.publicKey,
          id: charge.reference,
          amount: charge.amountCents / 100,
          email: emailOf(charge.customerId),
          currency: charge.currency,
          scriptUrl: settings.scriptUrl,
        },
      });
    },
    async refund(paymentRef, amountCents, reference) {
      const refund = await gateway.refund(paymentRef, amountCents, reference);
      return refund ? { refunded: true, refundRef: refund.id } : { refunded: false };
    },
  };
}

/** What process_payment needs: the gateway, the checkout's settle and its checkouts. */
export interface ProcessPaymentDeps {
  gateway: MercadoPagoGateway;
  settle: Settle;
  findByReference: (reference: string) => CheckoutRecord | undefined;
  checkoutOf: (checkoutId: number) => CheckoutRecord | undefined;
  clubTitle: () => string;
  emailOf: (customerId: number) => string;
}

/**
 * Pays the customer's checkout `rqId` with the brick's card token, once per token (the idempotency key: the same
 * submit twice is one payment), and settles it once per payment. A rejected card leaves the checkout to pay with
 * another card; a checkout of someone else, unknown or already ended is refused.
 */
export async function processPayment(
  deps: ProcessPaymentDeps,
  customerId: number,
  body: MercadoPagoPayment,
): Promise<TokenChargeAnswer> {
  const found = deps.findByReference(body.rqId);
  if (!found || found.customerId !== customerId || found.kind !== 'Payment') {
    return { ok: false, errorMsg: MERCADOPAGO_TEXTS.unknownRequest };
  }
  const idempotencyKey = `${found.reference}-${body.saveCardToken}`;
  // A checkout that ended answers how it ended; a repeated submit of the paying token answers paid too.
  if (found.status !== 'Started' && found.status !== 'Failed') {
    const status = statusOfCheckout(found);
    return status.ok ? { ok: true } : { ok: false, errorMsg: MERCADOPAGO_TEXTS.finished };
  }
  const payment = await deps.gateway.createPayment({
    token: body.saveCardToken,
    amountCents: found.amountCents,
    description: ORDER_TEXTS.chargeDescription(deps.clubTitle(), found.reference),
    payerEmail: deps.emailOf(customerId),
    reference: found.reference,
    idempotencyKey,
  });
  if (payment.reference !== found.reference || payment.amountCents !== found.amountCents) {
    return { ok: false, errorMsg: MERCADOPAGO_TEXTS.unknownRequest };
  }
  if (payment.status === 'in_process' || payment.status === 'pending') {
    return { ok: false, errorMsg: MERCADOPAGO_TEXTS.pending };
  }
  const paid = payment.status === 'approved';
  const settled = await settleReport(deps.settle, {
    provider: 'mercadopago',
    eventId: payment.id,
    checkoutId: found.id,
    paid,
    ...(paid ? { paymentRef: payment.id } : {}),
  });
  if (settled === 'unknown') return { ok: false, errorMsg: MERCADOPAGO_TEXTS.unknownRequest };
  if (!paid) {
    return {
      ok: false,
      errorMsg: MERCADOPAGO_TEXTS.byDetail[payment.statusDetail] ?? MERCADOPAGO_TEXTS.rejected,
    };
  }
  const status = statusOfCheckout(deps.checkoutOf(found.id));
  return status.ok ? { ok: true } : { ok: false, errorMsg: MERCADOPAGO_TEXTS.returned };
}

/** The Mercado Pago account the API uses: its settings, server side, and the sandbox when it stands for it. */
export interface MercadoPagoAccount {
  settings: MercadoPagoSettings;
  gateway: MercadoPagoGateway;
  sandbox: MercadoPagoSandbox | null;
}

/** The account from the environment: the real one when MERCADOPAGO_ACCESS_TOKEN is set, the sandbox otherwise. */
export function mercadoPagoAccountFrom(
  env: NodeJS.ProcessEnv,
  db: DatabaseSync,
  now: () => Date,
): MercadoPagoAccount {
  const settings = mercadoPagoSettingsFrom(env);
  if (settings.accessToken !== null) {
    return { settings, gateway: createLiveMercadoPagoGateway(settings.accessToken), sandbox: null };
  }
  const sandbox = createMercadoPagoSandbox(db, now);
  return { settings, gateway: sandbox.gateway, sandbox };
}
