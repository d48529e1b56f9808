// Authorize.Net (payment type 15, research A8) as a card provider of the checkout: start answers what the page needs
// to take the card in the club's popup and hand it to Accept.js only; Accept.js's opaque data then comes to the
// charge route, which charges it on the server and settles the outcome once. No 3D Secure in this flow.
import type { DatabaseSync } from 'node:sqlite';
import type { AuthorizeNetStart, TokenChargeAnswer } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardProvider } from '../../checkout/card-payments.ts';
import type { CheckoutRecord, CheckoutStore } from '../../checkout/checkout-store.ts';
import { paidChargeAnswer, paidStatus } from '../provider-charges.ts';
import { rememberOrder } from '../provider-orders.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import {
  parsePaymentRef,
  paymentRefOf,
  type AuthorizeNetGateway,
  type OpaqueData,
} from './authorizenet-gateway.ts';
import {
  AUTHORIZENET_LIVE_API,
  AUTHORIZENET_SANDBOX_API,
  createLiveAuthorizeNetGateway,
} from './authorizenet-live-gateway.ts';
import { createAuthorizeNetSandbox, type AuthorizeNetSandbox } from './authorizenet-sandbox.ts';

/** Where the sandbox's Accept.js is served, relative to the API. */
export const AUTHORIZENET_SANDBOX_SCRIPT_PATH = '/api/authorizenet-sandbox/Accept.js';
/** The sandbox's login id and public client key. */
export const AUTHORIZENET_SANDBOX_ACCOUNT = {
  apiLoginId: 'sandbox_login',
  clientKey: 'sandbox_client_key',
} as const;
/** Accept.js of Authorize.Net's sandbox and of production (research 0.1). */
export const ACCEPT_JS_SANDBOX_URL = 'https://jstest.authorize.net/v1/Accept.js';
export const ACCEPT_JS_LIVE_URL = 'https://js.authorize.net/v1/Accept.js';

/** The Authorize.Net account: the page's script and public credentials, the server's transaction key. */
export interface AuthorizeNetSettings {
  apiLoginId: string;
  clientKey: string;
  scriptUrl: string;
  /** The transaction key, or null for the API's sandbox. */
  transactionKey: string | null;
  apiUrl: string;
}

/**
 * The settings from the environment: an Authorize.Net account when AUTHORIZENET_TRANSACTION_KEY is set (with
 * AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_CLIENT_KEY; AUTHORIZENET_LIVE=true for production), the API's sandbox
 * otherwise.
 */
export function authorizeNetSettingsFrom(env: NodeJS.ProcessEnv): AuthorizeNetSettings {
  const transactionKey = env.AUTHORIZENET_TRANSACTION_KEY?.trim();
  if (!transactionKey) {
    return {
      ...AUTHORIZENET_SANDBOX_ACCOUNT,
      scriptUrl: AUTHORIZENET_SANDBOX_SCRIPT_PATH,
      transactionKey: null,
      apiUrl: '',
    };
  }
  const apiLoginId = env.AUTHORIZENET_API_LOGIN_ID?.trim();
  const clientKey = env.AUTHORIZENET_CLIENT_KEY?.trim();
  if (!apiLoginId || !clientKey)
    throw new Error(
      'AUTHORIZENET_TRANSACTION_KEY is set without AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_CLIENT_KEY',
    );
  const live = env.AUTHORIZENET_LIVE === 'true';
  return {
    apiLoginId,
    clientKey,
    scriptUrl: live ? ACCEPT_JS_LIVE_URL : ACCEPT_JS_SANDBOX_URL,
    transactionKey,
    apiUrl: live ? AUTHORIZENET_LIVE_API : AUTHORIZENET_SANDBOX_API,
  };
}

/** The Authorize.Net account the API uses: settings, server side, and the sandbox when it stands for it. */
export interface AuthorizeNetAccount {
  settings: AuthorizeNetSettings;
  gateway: AuthorizeNetGateway;
  sandbox: AuthorizeNetSandbox | null;
}

/** The account from the environment: the real one when AUTHORIZENET_TRANSACTION_KEY is set, the sandbox otherwise. */
export function authorizeNetAccountFrom(env: NodeJS.ProcessEnv, now: () => Date): AuthorizeNetAccount {
  const settings = authorizeNetSettingsFrom(env);
  if (settings.transactionKey !== null) {
    return {
      settings,
      gateway: createLiveAuthorizeNetGateway(
        { apiLoginId: settings.apiLoginId, transactionKey: settings.transactionKey },
        settings.apiUrl,
      ),
      sandbox: null,
    };
  }
  const sandbox = createAuthorizeNetSandbox(settings, now);
  return { settings, gateway: sandbox.gateway, sandbox };
}

/** Creates the Authorize.Net card provider: the checkout's reference is kept as the one the charge route names. */
export function createAuthorizeNetProvider(
  account: AuthorizeNetAccount,
  db: DatabaseSync,
  now: () => Date,
): CardProvider {
  return {
    type: PaymentMethodType.AuthorizeNet,
    start(charge) {
      rememberOrder(db, 'authorizenet', charge.reference, charge.checkoutId, now());
      const authorizeNet: AuthorizeNetStart = {
        scriptUrl: account.settings.scriptUrl,
        apiLoginId: account.settings.apiLoginId,
        clientKey: account.settings.clientKey,
        reference: charge.reference,
      };
      return Promise.resolve({ authorizeNet });
    },
    async refund(paymentRef, amountCents, reference) {
      const { transId, lastDigits } = parsePaymentRef(paymentRef);
      const refundRef = await account.gateway.refund(transId, lastDigits, amountCents, reference);
      return refundRef === undefined ? { refunded: false } : { refunded: true, refundRef };
    },
  };
}

/** Spanish texts of the Authorize.Net charge. */
export const AUTHORIZENET_TEXTS = {
  declined: 'El pago con tarjeta no se ha completado.',
} as const;

/**
 * Charges Accept.js's opaque data for a checkout waiting for its card, and settles the outcome once (the transaction
 * is the event): paid, ok; declined, Authorize.Net's words; returned to the card, why.
 */
export async function chargeOpaqueData(
  deps: { gateway: AuthorizeNetGateway; checkouts: CheckoutStore; settle: Settle },
  checkout: CheckoutRecord,
  opaqueData: OpaqueData,
  description: string,
): Promise<TokenChargeAnswer> {
  const charged = await deps.gateway.charge({
    opaqueData,
    amountCents: checkout.amountCents,
    reference: checkout.reference,
    description,
  });
  const report = { provider: 'authorizenet', checkoutId: checkout.id } as const;
  if (charged.approved) {
    await settleReport(deps.settle, {
      ...report,
      eventId: charged.transId,
      paid: true,
      paymentRef: paymentRefOf(charged),
    });
    return paidChargeAnswer(paidStatus(deps.checkouts, checkout.id), AUTHORIZENET_TEXTS.declined);
  }
  await settleReport(deps.settle, {
    ...report,
    eventId: `${charged.transId || checkout.reference}:failed`,
    paid: false,
  });
  return { ok: false, errorMsg: charged.message || AUTHORIZENET_TEXTS.declined };
}
