// The NetPay sandbox (research A3, 0.1): what NetPay's servers answer, with no network. NetPay.token.create in the
// stand-in netpay.min.js sends the typed card here and gets a token (only the last four digits and the test card's
// behaviour are kept); the server charges the token; a card that asks for the bank's check answers REVIEW with the
// sandbox's 3D Secure page, which sends the customer back to redirect3dsUri with the transaction's token. State is
// kept in memory: the sandbox stands for a remote service the API talks to, and forgets with the process.
import { randomBytes } from 'node:crypto';
import type { NetPayChargeRequest, NetPayGateway, NetPayTransaction } from './netpay-gateway.ts';

/**
 * The sandbox's test cards. NetPay documents 4000000000000002 as its test card (research A3) and switches approval
 * and 3D Secure by a test e-mail; the sandbox switches by card instead. Any other valid card number is approved.
 */
export const NETPAY_TEST_CARDS = {
  approved: '4000000000000002',
  declined: '4000000000000069',
  threeDs: '4000000000003220',
} as const;

/** NetPay's words for the sandbox's refusals. */
export const NETPAY_SANDBOX_TEXTS = {
  declined: 'Tarjeta declinada por el banco emisor.',
  unknownToken: 'Token de tarjeta inválido o expirado.',
  threeDsFailed: 'La autenticación 3D Secure no fue superada.',
  badCard: 'Número de tarjeta inválido.',
  badExpiry: 'Fecha de expiración inválida.',
  badCvv: 'Código de seguridad inválido.',
} as const;

/** A card as netpay.min.js sends it (NetPay.token.create's card object). */
export interface NetPayCard {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvv2: string;
  cardHolderName: string;
}

type Behaviour = 'approve' | 'decline' | 'threeDs';

/** How the customer leaves the sandbox's 3D Secure page. */
export type ChallengeOutcome = 'pass' | 'fail' | 'cancel';

interface SandboxTransaction extends NetPayTransaction {
  amountCents: number;
  refundedCents: number;
  redirect3dsUri: string;
  refunds: Map<string, string>;
}

/** Luhn's check of a card number. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether MM and YY (or YYYY) name this month or a later one. */
export function expiryValid(month: string, year: string, now: Date): boolean {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const monthNumber = Number(month);
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (monthNumber < 1 || monthNumber > 12) return false;
  return fullYear * 12 + monthNumber >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The sandbox: NetPay's token call, its 3D Secure page's outcome, and the gateway the provider charges through. */
export interface NetPaySandbox {
  gateway: NetPayGateway;
  /** NetPay.token.create: a token for a valid card, or NetPay's refusal. */
  createToken(card: NetPayCard): { token: string; lastDigits: string } | { error: string };
  /**
   * A transaction waiting for the bank's check, for its page, with the origin the customer goes back to (undefined
   * once it has left REVIEW).
   */
  challenge(transactionTokenId: string): { transaction: NetPayTransaction; returnOrigin: string } | undefined;
  /**
   * The bank's check passed, failed, or left by the customer (the transaction stays waiting, WAIT_THREEDS): where the
   * customer goes back to (redirect3dsUri with the token).
   */
  completeChallenge(transactionTokenId: string, outcome: ChallengeOutcome): string | undefined;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Creates the sandbox on the app's clock. */
export function createNetPaySandbox(now: () => Date): NetPaySandbox {
  const tokens = new Map<string, Behaviour>();
  const transactions = new Map<string, SandboxTransaction>();
  const publicView = (transaction: SandboxTransaction): NetPayTransaction => ({
    transactionTokenId: transaction.transactionTokenId,
    status: transaction.status,
    returnUrl: transaction.returnUrl,
    responseMsg: transaction.responseMsg,
    reference: transaction.reference,
  });

  const charge = (request: NetPayChargeRequest): NetPayTransaction => {
    const behaviour = tokens.get(request.token);
    // A token pays once (NetPay's tokens are single-use unless the card is saved).
    tokens.delete(request.token);
    const transaction: SandboxTransaction = {
      transactionTokenId: newId('txn'),
      status: 'DONE',
      returnUrl: null,
      responseMsg: '',
      reference: request.reference,
      amountCents: request.amountCents,
      refundedCents: 0,
      redirect3dsUri: request.redirect3dsUri,
      refunds: new Map(),
    };
    if (behaviour === undefined) {
      transaction.status = 'REJECT';
      transaction.responseMsg = NETPAY_SANDBOX_TEXTS.unknownToken;
    } else if (behaviour === 'decline') {
      transaction.status = 'REJECT';
      transaction.responseMsg = NETPAY_SANDBOX_TEXTS.declined;
    } else if (behaviour === 'threeDs') {
      transaction.status = 'REVIEW';
      transaction.returnUrl = `/api/netpay-sandbox/3ds/${transaction.transactionTokenId}`;
    }
    transactions.set(transaction.transactionTokenId, transaction);
    return publicView(transaction);
  };

  const gateway: NetPayGateway = {
    charge: (request) => Promise.resolve(charge(request)),
    transaction(id) {
      const found = transactions.get(id);
      return Promise.resolve(found && publicView(found));
    },
    confirm(id) {
      const found = transactions.get(id);
      if (!found) return Promise.reject(new Error(`NetPay has no transaction ${id}`));
      if (found.status === 'CHARGEABLE') found.status = 'DONE';
      return Promise.resolve(publicView(found));
    },
    refund(id, amountCents, reference) {
      const found = transactions.get(id);
      const known = found?.refunds.get(reference);
      if (known !== undefined) return Promise.resolve(known);
      if (!found || found.status !== 'DONE' || found.refundedCents + amountCents > found.amountCents)
        return Promise.resolve(undefined);
      const refundId = newId('rfd');
      found.refundedCents += amountCents;
      found.refunds.set(reference, refundId);
      return Promise.resolve(refundId);
    },
  };

  return {
    gateway,
    createToken(card) {
      const number = card.cardNumber.replace(/\D/g, '');
      if (!luhnValid(number)) return { error: NETPAY_SANDBOX_TEXTS.badCard };
      if (!expiryValid(card.expMonth, card.expYear, now())) return { error: NETPAY_SANDBOX_TEXTS.badExpiry };
      if (!/^\d{3,4}$/.test(card.cvv2)) return { error: NETPAY_SANDBOX_TEXTS.badCvv };
      const behaviour: Behaviour =
        number === NETPAY_TEST_CARDS.declined
          ? 'decline'
          : number === NETPAY_TEST_CARDS.threeDs
            ? 'threeDs'
            : 'approve';
      const token = newId('tok');
      tokens.set(token, behaviour);
      return { token, lastDigits: number.slice(-4) };
    },
    challenge(id) {
      const found = transactions.get(id);
      if (!found || (found.status !== 'REVIEW' && found.status !== 'WAIT_THREEDS')) return undefined;
      return { transaction: publicView(found), returnOrigin: new URL(found.redirect3dsUri).origin };
    },
    completeChallenge(id, outcome) {
      const found = transactions.get(id);
      if (!found || (found.status !== 'REVIEW' && found.status !== 'WAIT_THREEDS')) return undefined;
      found.status = outcome === 'pass' ? 'CHARGEABLE' : outcome === 'fail' ? 'FAILED' : 'WAIT_THREEDS';
      if (outcome === 'fail') found.responseMsg = NETPAY_SANDBOX_TEXTS.threeDsFailed;
      const back = new URL(found.redirect3dsUri);
      back.searchParams.set('transaction_token', id);
      return back.toString();
    },
  };
}
