// NetPay (payment type 10, research A3) as a card provider of the checkout: start answers what the page needs to
// take the card in the club's popup and tokenize it with netpay.min.js; the token then comes to the charge route,
// which charges it on the server. An approved charge is settled at once; one the bank must check answers NetPay's
// 3D Secure page, from which the customer comes back to /netpay-callback/ and the callback confirms and settles it.
import type { DatabaseSync } from 'node:sqlite';
import type { NetPayStart, ProviderPaymentStatus } from '@club/shared-contracts/checkout-entities';
import { NETPAY_3DS_MARKER, type TokenChargeAnswer } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardProvider } from '../../checkout/card-payments.ts';
import type { CheckoutRecord, CheckoutStore } from '../../checkout/checkout-store.ts';
import { paidChargeAnswer, paidStatus } from '../provider-charges.ts';
import { checkoutOfOrder, rememberOrder } from '../provider-orders.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import type { NetPayGateway, NetPayTransaction } from './netpay-gateway.ts';
import { createLiveNetPayGateway, NETPAY_SANDBOX_API } from './netpay-live-gateway.ts';
import { createNetPaySandbox, type NetPaySandbox } from './netpay-sandbox.ts';

/** Where the sandbox's netpay.min.js is served, relative to the API. */
export const NETPAY_SANDBOX_SCRIPT_PATH = '/api/netpay-sandbox/netpay.min.js';
/** The public key the sandbox script accepts. */
export const NETPAY_SANDBOX_PUBLIC_KEY = 'pk_netpay_sandbox';
/** NetpayJS from NetPay's CDN (research 0.1): its live build, and its development build for NetPay's sandbox. */
export const NETPAY_LIVE_SCRIPT_URL = 'https://docs.netpay.mx/cdn/v1.3/netpay.min.js';
export const NETPAY_DEV_SCRIPT_URL = 'https://docs.netpay.mx/cdn/js/dev/netpay.min.js';

/** The NetPay account: the page's script and key, and the server's secret key (null for the API's sandbox). */
export interface NetPaySettings {
  publicKey: string;
  scriptUrl: string;
  /** NetPay.setSandboxMode: NetPay's own sandbox (or the API's); false only for a live account. */
  sandboxMode: boolean;
  secretKey: string | null;
  apiUrl: string;
}

/**
 * The settings from the environment: a NetPay account when NETPAY_SECRET_KEY is set (with NETPAY_PUBLIC_KEY;
 * NETPAY_LIVE=true for production, NETPAY_API_URL and NETPAY_SCRIPT_URL to override NetPay's addresses), the API's
 * sandbox otherwise.
 */
export function netPaySettingsFrom(env: NodeJS.ProcessEnv): NetPaySettings {
  const secretKey = env.NETPAY_SECRET_KEY?.trim();
  if (!secretKey) {
    return {
      publicKey: NETPAY_SANDBOX_PUBLIC_KEY,
      scriptUrl: NETPAY_SANDBOX_SCRIPT_PATH,
      sandboxMode: true,
      secretKey: null,
      apiUrl: '',
    };
  }
  const publicKey = env.NETPAY_PUBLIC_KEY?.trim();
  if (!publicKey) throw new Error('NETPAY_SECRET_KEY is set without NETPAY_PUBLIC_KEY');
  const live = env.NETPAY_LIVE === 'true';
  return {
    publicKey,
    scriptUrl: env.NETPAY_SCRIPT_URL?.trim() || (live ? NETPAY_LIVE_SCRIPT_URL : NETPAY_DEV_SCRIPT_URL),
    sandboxMode: !live,
    secretKey,
    apiUrl: env.NETPAY_API_URL?.trim() || NETPAY_SANDBOX_API,
  };
}

/** The NetPay account the API uses: its settings, its server side, and the sandbox when it stands for NetPay. */
export interface NetPayAccount {
  settings: NetPaySettings;
  gateway: NetPayGateway;
  sandbox: NetPaySandbox | null;
}

/** The account from the environment: the real one when NETPAY_SECRET_KEY is set, the sandbox otherwise. */
export function netPayAccountFrom(env: NodeJS.ProcessEnv, now: () => Date): NetPayAccount {
  const settings = netPaySettingsFrom(env);
  if (settings.secretKey !== null) {
    return {
      settings,
      gateway: createLiveNetPayGateway(settings.secretKey, settings.apiUrl),
      sandbox: null,
    };
  }
  const sandbox = createNetPaySandbox(now);
  return { settings, gateway: sandbox.gateway, sandbox };
}

/** Creates the NetPay card provider: the checkout's reference is kept as the one the charge route names. */
export function createNetPayProvider(
  account: NetPayAccount,
  db: DatabaseSync,
  now: () => Date,
): CardProvider {
  return {
    type: PaymentMethodType.NetPay,
    start(charge) {
      rememberOrder(db, 'netpay', charge.reference, charge.checkoutId, now());
      const netpay: NetPayStart = {
        scriptUrl: account.settings.scriptUrl,
        publicKey: account.settings.publicKey,
        sandboxMode: account.settings.sandboxMode,
        reference: charge.reference,
      };
      return Promise.resolve({ netpay });
    },
    async refund(paymentRef, amountCents, reference) {
      const refundRef = await account.gateway.refund(paymentRef, amountCents, reference);
      return refundRef === undefined ? { refunded: false } : { refunded: true, refundRef };
    },
  };
}

/** What the charge and the callback need: the gateway, the checkouts and their settle, and the stored references. */
export interface NetPayChargeDeps {
  gateway: NetPayGateway;
  checkouts: CheckoutStore;
  settle: Settle;
  db: DatabaseSync;
  now: () => Date;
}

/** NetPay's report of a transaction, settled once (its id is the event; a decline is its own). */
async function settleTransaction(
  deps: NetPayChargeDeps,
  checkoutId: number,
  transaction: NetPayTransaction,
): Promise<ProviderPaymentStatus> {
  const report = { provider: 'netpay', checkoutId } as const;
  if (transaction.status === 'DONE') {
    const settled = await settleReport(deps.settle, {
      ...report,
      eventId: transaction.transactionTokenId,
      paid: true,
      paymentRef: transaction.transactionTokenId,
    });
    return settled === 'unknown' ? { ok: false, retry: false } : paidStatus(deps.checkouts, checkoutId);
  }
  if (transaction.status === 'REJECT' || transaction.status === 'FAILED') {
    await settleReport(deps.settle, {
      ...report,
      eventId: `${transaction.transactionTokenId}:failed`,
      paid: false,
    });
  }
  return { ok: false, retry: false };
}

/**
 * Charges the token for a checkout waiting for its card: approved, paid now; declined, NetPay's words; the bank's
 * check, NETPAY_3DS_MARKER and the address of NetPay's page (document 3, 4 Checkout). The customer comes back from
 * that page to /netpay-callback/?id={reference}&transaction_token=….
 */
export async function chargeNetPayToken(
  deps: NetPayChargeDeps,
  checkout: CheckoutRecord,
  token: string,
  description: string,
): Promise<TokenChargeAnswer> {
  const back = new URL('/netpay-callback/', checkout.siteOrigin || 'http://localhost');
  back.searchParams.set('id', checkout.reference);
  const transaction = await deps.gateway.charge({
    token,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    description,
    reference: checkout.reference,
    redirect3dsUri: back.toString(),
  });
  rememberOrder(deps.db, 'netpay', transaction.transactionTokenId, checkout.id, deps.now());
  if ((transaction.status === 'REVIEW' || transaction.status === 'WAIT_THREEDS') && transaction.returnUrl) {
    return { ok: false, errorMsg: `${NETPAY_3DS_MARKER}${transaction.returnUrl}` };
  }
  return paidChargeAnswer(
    await settleTransaction(deps, checkout.id, transaction),
    transaction.responseMsg || NETPAY_TEXTS.declined,
  );
}

/** Spanish texts of the NetPay routes. */
export const NETPAY_TEXTS = {
  declined: 'El pago con tarjeta no se ha completado.',
} as const;

/**
 * The callback after NetPay's 3D Secure page (POST /api/netpay/callback/{id}/{transactionToken}): the transaction
 * must be one this club charged for the checkout of that reference (a forged or another checkout's token is
 * refused); checked by the bank (CHARGEABLE) it is confirmed, then settled once. Ok only when it paid.
 */
export async function netPayCallback(
  deps: NetPayChargeDeps,
  reference: string,
  transactionToken: string,
): Promise<ProviderPaymentStatus> {
  const checkoutId = checkoutOfOrder(deps.db, 'netpay', reference);
  if (checkoutId === undefined || checkoutOfOrder(deps.db, 'netpay', transactionToken) !== checkoutId)
    return { ok: false, retry: false };
  let transaction = await deps.gateway.transaction(transactionToken);
  if (!transaction) return { ok: false, retry: false };
  if (transaction.status === 'CHARGEABLE') transaction = await deps.gateway.confirm(transactionToken);
  return settleTransaction(deps, checkoutId, transaction);
}
