// Transbank (payment type 18) as a card provider of the checkout (research A7): start creates a Webpay Plus
// transaction and answers its page and token (the page posts token_ws there); Transbank sends the customer back to
// /api/transbank/return, whose four cases (paid or rejected, aborted, timeout, invalid) settle the checkout once and
// send the customer on to /cz/ok or /cz/ko.
import type { DatabaseSync } from 'node:sqlite';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardOutcome, CardProvider } from '../../checkout/card-payments.ts';
import type { CheckoutRecord } from '../../checkout/checkout-store.ts';
import { HttpError } from '../../http/errors.ts';
import { statusOfCheckout } from '../paypal/paypal-provider.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import type { TransbankGateway } from './transbank-gateway.ts';
import { createLiveTransbankGateway, TRANSBANK_INTEGRATION_API } from './transbank-live-gateway.ts';
import { createTransbankSandbox, type TransbankSandbox } from './transbank-sandbox.ts';

/** Where Transbank sends the customer back after paying, on the checkout's site. */
export const RETURN_PATH = '/api/transbank/return';

/** Why a Transbank charge cannot start. */
export const TRANSBANK_START_TEXTS = {
  noSite: 'El pago no dice a qué sitio volver (falta la cabecera Origin)',
} as const;

/** Creates the Transbank card provider on a gateway (the sandbox or the real account). */
export function createTransbankProvider(gateway: TransbankGateway): CardProvider {
  return {
    type: PaymentMethodType.Transbank,
    async start(charge) {
      // Transbank sends the customer back to an absolute address: a checkout that named no site cannot pay with it.
      if (!/^https?:\/\/[^/]+$/.test(charge.siteOrigin))
        throw new HttpError(400, TRANSBANK_START_TEXTS.noSite);
      const transaction = await gateway.createTransaction({
        buyOrder: charge.reference,
        sessionId: String(charge.checkoutId),
        amountCents: charge.amountCents,
        returnUrl: `${charge.siteOrigin}${RETURN_PATH}`,
        savedCard: charge.savedCard,
      });
      return { transbank: { url: transaction.url, token: transaction.token } };
    },
    // POST /transactions/{token}/refunds: a reversal or a nullification of what the payment charged.
    async refund(paymentRef, amountCents, reference) {
      const refund = await gateway.refund(paymentRef, amountCents, reference);
      return refund ? { refunded: true, refundRef: refund.id } : { refunded: false };
    },
  };
}

/** What Transbank's return carries, by GET or POST. */
export interface WebpayReturn {
  token_ws?: string;
  TBK_TOKEN?: string;
  TBK_ORDEN_COMPRA?: string;
  TBK_ID_SESION?: string;
}

/** The four cases of a Webpay return (research A7). */
export type WebpayCase = 'committed' | 'aborted' | 'timeout' | 'invalid';

/** Which case a return is: token_ws alone, TBK_TOKEN with the order and session, the order and session alone. */
export function webpayCase(back: WebpayReturn): WebpayCase {
  if (back.token_ws && back.TBK_TOKEN) return 'invalid';
  if (back.token_ws) return 'committed';
  if (back.TBK_ORDEN_COMPRA && back.TBK_ID_SESION) return back.TBK_TOKEN ? 'aborted' : 'timeout';
  return 'invalid';
}

/** What the return needs: the gateway, the checkout's settle and its checkouts. */
export interface ReturnDeps {
  gateway: TransbankGateway;
  settle: Settle;
  findByReference: (reference: string) => CheckoutRecord | undefined;
  checkoutOf: (checkoutId: number) => CheckoutRecord | undefined;
}

/** The checkout a buy order and session name, when both are one checkout's. */
function checkoutNamed(deps: ReturnDeps, buyOrder: string | undefined, sessionId: string | undefined) {
  const found = buyOrder ? deps.findByReference(buyOrder) : undefined;
  return found && String(found.id) === sessionId ? found : undefined;
}

/**
 * Handles a Webpay return and answers where the customer goes: a token_ws is committed (Transbank's answer, never
 * the browser's, says whether it paid, for which order and how much) and settled once with the token as its event;
 * an aborted or timed-out payment settles its checkout not paid; an invalid return changes nothing. Paid goes to
 * /cz/ok, a payment returned to the card to /cz/ko saying why, anything else to /cz/ko.
 */
export async function webpayReturn(deps: ReturnDeps, back: WebpayReturn): Promise<string> {
  const kind = webpayCase(back);
  let outcome: CardOutcome | undefined;
  if (kind === 'committed') {
    const token = back.token_ws ?? '';
    const commit = await deps.gateway.commitTransaction(token);
    const found = commit && checkoutNamed(deps, commit.buyOrder, commit.sessionId);
    if (commit && found && commit.amountCents === found.amountCents) {
      const paid = commit.status === 'AUTHORIZED' && commit.responseCode === 0;
      outcome = {
        provider: 'transbank',
        eventId: `webpay:${token}`,
        checkoutId: found.id,
        paid,
        ...(paid ? { paymentRef: token } : {}),
      };
    }
  } else if (kind !== 'invalid') {
    const found = checkoutNamed(deps, back.TBK_ORDEN_COMPRA, back.TBK_ID_SESION);
    if (found) {
      outcome = {
        provider: 'transbank',
        eventId: `webpay:${found.reference}:${kind}`,
        checkoutId: found.id,
        paid: false,
      };
    }
  }
  if (!outcome || (await settleReport(deps.settle, outcome)) === 'unknown') return '/cz/ko';
  const status = statusOfCheckout(deps.checkoutOf(outcome.checkoutId));
  if (status.ok) return '/cz/ok';
  return status.refunded
    ? `/cz/ko?${new URLSearchParams({ refunded: status.refunded }).toString()}`
    : '/cz/ko';
}

/** The Transbank account the API uses: its server side, and the sandbox when it stands for Transbank. */
export interface TransbankAccount {
  gateway: TransbankGateway;
  sandbox: TransbankSandbox | null;
}

/**
 * The account from the environment: the real one when TRANSBANK_API_KEY is set (with TRANSBANK_COMMERCE_CODE, and
 * TRANSBANK_ONECLICK_COMMERCE_CODE and TRANSBANK_API_URL when they differ), the sandbox otherwise.
 */
export function transbankAccountFrom(
  env: NodeJS.ProcessEnv,
  db: DatabaseSync,
  now: () => Date,
): TransbankAccount {
  const apiKey = env.TRANSBANK_API_KEY?.trim();
  if (!apiKey) {
    const sandbox = createTransbankSandbox(db, now);
    return { gateway: sandbox.gateway, sandbox };
  }
  const commerceCode = env.TRANSBANK_COMMERCE_CODE?.trim();
  if (!commerceCode) throw new Error('TRANSBANK_API_KEY is set without TRANSBANK_COMMERCE_CODE');
  const gateway = createLiveTransbankGateway({
    apiUrl: env.TRANSBANK_API_URL?.trim() || TRANSBANK_INTEGRATION_API,
    commerceCode,
    oneclickCommerceCode: env.TRANSBANK_ONECLICK_COMMERCE_CODE?.trim() || commerceCode,
    apiKey,
  });
  return { gateway, sandbox: null };
}
