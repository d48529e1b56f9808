// The Authorize.Net sandbox (research A8, 0.1): what Authorize.Net answers, with no network. The stand-in Accept.js
// sends the card to the sandbox's nonce call (standing for Authorize.Net's servers) and gets opaque data, usable
// once for 15 minutes; the server charges it. Only the card's last four digits and its test behaviour are kept,
// in memory: the sandbox stands for a remote service, and forgets with the process.
import { randomBytes } from 'node:crypto';
import { expiryValid, luhnValid } from '../netpay/netpay-sandbox.ts';
import type { AuthorizeNetCharge, AuthorizeNetGateway } from './authorizenet-gateway.ts';

/** The descriptor of Accept.js's opaque data. */
export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/**
 * The sandbox's test cards: Authorize.Net's (research A8) are approved, and so is any other valid number, except
 * the sandbox's decline card; the billing ZIP 46282 declines as in Authorize.Net's testing guide.
 */
export const AUTHORIZENET_TEST_CARDS = {
  approved: '4111111111111111',
  mastercard: '5424000000000015',
  declined: '4000000000000002',
  declineZip: '46282',
} as const;

/** Authorize.Net's messages for the sandbox's answers. */
export const AUTHORIZENET_MESSAGES = {
  ok: { code: 'I_WC_01', text: 'Successful.' },
  badCard: { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
  badExpiry: { code: 'E_WC_08', text: 'Expiration date must be in the future.' },
  badCode: { code: 'E_WC_15', text: 'Please provide valid CVV.' },
  badAuth: { code: 'E_WC_21', text: 'User authentication failed due to invalid authentication values.' },
  declined: 'This transaction has been declined.',
  badNonce: 'The opaque data is invalid or has expired.',
} as const;

/** What Accept.dispatchData sends (its secureData; all values are strings). */
export interface SecureData {
  authData: { clientKey: string; apiLoginID: string };
  cardData: { cardNumber: string; month: string; year: string; cardCode: string; zip?: string };
}

/** What Accept.dispatchData's callback receives. */
export interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
}

/** How long a nonce can be charged (research A8). */
export const NONCE_LIFETIME_MS = 15 * 60 * 1000;

interface Nonce {
  lastDigits: string;
  declines: boolean;
  expiresAt: number;
}

interface SandboxCharge {
  amountCents: number;
  refundedCents: number;
  refunds: Map<string, string>;
}

/** The sandbox: Accept.js's nonce call and the gateway the provider charges through. */
export interface AuthorizeNetSandbox {
  gateway: AuthorizeNetGateway;
  dispatchData(secureData: SecureData): AcceptResponse;
}

const error = (message: { code: string; text: string }): AcceptResponse => ({
  messages: { resultCode: 'Error', message: [message] },
});

/** Creates the sandbox for the account's login id and client key, on the app's clock. */
export function createAuthorizeNetSandbox(
  account: { apiLoginId: string; clientKey: string },
  now: () => Date,
): AuthorizeNetSandbox {
  const nonces = new Map<string, Nonce>();
  const charges = new Map<string, SandboxCharge>();
  let nextTransId = 60_000_000_000;

  const gateway: AuthorizeNetGateway = {
    charge(request) {
      const nonce = nonces.get(request.opaqueData.dataValue);
      // A nonce is charged once.
      nonces.delete(request.opaqueData.dataValue);
      if (
        !nonce ||
        request.opaqueData.dataDescriptor !== ACCEPT_DATA_DESCRIPTOR ||
        nonce.expiresAt < now().getTime()
      ) {
        return Promise.resolve({
          approved: false,
          transId: '',
          lastDigits: '',
          message: AUTHORIZENET_MESSAGES.badNonce,
        });
      }
      nextTransId += 1;
      const transId = String(nextTransId);
      const answer: AuthorizeNetCharge = {
        approved: !nonce.declines,
        transId,
        lastDigits: nonce.lastDigits,
        message: nonce.declines ? AUTHORIZENET_MESSAGES.declined : '',
      };
      if (answer.approved)
        charges.set(transId, { amountCents: request.amountCents, refundedCents: 0, refunds: new Map() });
      return Promise.resolve(answer);
    },
    refund(transId, lastDigits, amountCents, reference) {
      const found = charges.get(transId);
      const known = found?.refunds.get(reference);
      if (known !== undefined) return Promise.resolve(known);
      if (!found || lastDigits.length !== 4 || found.refundedCents + amountCents > found.amountCents)
        return Promise.resolve(undefined);
      nextTransId += 1;
      found.refundedCents += amountCents;
      found.refunds.set(reference, String(nextTransId));
      return Promise.resolve(String(nextTransId));
    },
  };

  return {
    gateway,
    dispatchData({ authData, cardData }) {
      if (authData.clientKey !== account.clientKey || authData.apiLoginID !== account.apiLoginId)
        return error(AUTHORIZENET_MESSAGES.badAuth);
      const number = cardData.cardNumber.replace(/\D/g, '');
      if (!luhnValid(number)) return error(AUTHORIZENET_MESSAGES.badCard);
      if (!expiryValid(cardData.month, cardData.year, now())) return error(AUTHORIZENET_MESSAGES.badExpiry);
      if (!/^\d{3,4}$/.test(cardData.cardCode)) return error(AUTHORIZENET_MESSAGES.badCode);
      const dataValue = randomBytes(48).toString('base64');
      nonces.set(dataValue, {
        lastDigits: number.slice(-4),
        declines:
          number === AUTHORIZENET_TEST_CARDS.declined || cardData.zip === AUTHORIZENET_TEST_CARDS.declineZip,
        expiresAt: now().getTime() + NONCE_LIFETIME_MS,
      });
      return {
        opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue },
        messages: { resultCode: 'Ok', message: [AUTHORIZENET_MESSAGES.ok] },
      };
    },
  };
}
