// Redsys (payment type 1) as a card provider of the checkout (research A1): start answers the signed form the page
// posts to the payment page; the payment page's server notification reports how the charge ended, and is
// settled once per order and authorisation.
import type { RedsysData } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardCharge, CardOutcome, CardProvider } from '../../checkout/card-payments.ts';
import { HttpError } from '../../http/errors.ts';
import { signRequest, verifyResponse, type SignedMessage } from './redsys-signature.ts';

/** The sandbox's payment page, relative to the API (the page resolves it on the API origin). */
export const SANDBOX_PAYMENT_PATH = '/api/redsys-sandbox/realizarPago';
/** Where the payment page notifies how a charge ended. */
export const NOTIFICATION_PATH = '/api/redsys/notification';

/** Redsys's public test merchant (research A1): what the sandbox signs with unless real keys are set. */
export const TEST_MERCHANT = {
  merchantCode: '999008881',
  terminal: '1',
  secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
} as const;

/** The merchant account and where its customers pay. */
export interface RedsysSettings {
  merchantCode: string;
  terminal: string;
  /** The merchant's HMAC_SHA256_V1 key (base64). */
  secretKey: string;
  /** The payment page the form posts to: the sandbox's, or Redsys's. */
  paymentUrl: string;
  /** The notification address Redsys posts to, or null for the checkout site's own /api/redsys/notification. */
  notificationUrl: string | null;
}

/**
 * The settings from the environment: REDSYS_MERCHANT_CODE, REDSYS_TERMINAL, REDSYS_SECRET_KEY, REDSYS_URL (the
 * payment page, e.g. https://sis-t.redsys.es:25443/sis/realizarPago) and REDSYS_NOTIFICATION_URL, each falling
 * back to the test merchant and the sandbox.
 */
export function redsysSettingsFrom(env: NodeJS.ProcessEnv): RedsysSettings {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const secretKey = value('REDSYS_SECRET_KEY') ?? TEST_MERCHANT.secretKey;
  // A 3DES key is 24 bytes: a wrong one would fail every payment, so the server refuses to start with it.
  if (Buffer.from(secretKey, 'base64').length !== 24)
    throw new Error('REDSYS_SECRET_KEY is not a 24-byte base64 key');
  return {
    merchantCode: value('REDSYS_MERCHANT_CODE') ?? TEST_MERCHANT.merchantCode,
    terminal: value('REDSYS_TERMINAL') ?? TEST_MERCHANT.terminal,
    secretKey,
    paymentUrl: value('REDSYS_URL') ?? SANDBOX_PAYMENT_PATH,
    notificationUrl: value('REDSYS_NOTIFICATION_URL') ?? null,
  };
}

/** Why a Redsys charge cannot start. */
export const REDSYS_START_TEXTS = {
  noSite: 'The checkout did not say which site to return to (no Origin header)',
} as const;

/** The numeric ISO 4217 codes Redsys takes. */
const CURRENCY_CODES: Readonly<Record<string, string>> = { EUR: '978', USD: '840', GBP: '826', CHF: '756' };

/** The longest product description Redsys takes. */
const DESCRIPTION_MAX_LENGTH = 125;

/** COF type 'C': a card kept for payments the customer starts later (research A1, Redsys COF). */
const COF_TYPE = 'C';

/** The DS_MERCHANT_* parameters of a charge. */
export function requestParameters(settings: RedsysSettings, charge: CardCharge): Record<string, string> {
  const currency = CURRENCY_CODES[charge.currency.toUpperCase()];
  if (!currency) throw new HttpError(400, `Redsys does not take payments in ${charge.currency}`);
  // Redsys sends the customer back to absolute addresses: a checkout that named no site cannot pay with it.
  if (!/^https?:\/\/[^/]+$/.test(charge.siteOrigin)) throw new HttpError(400, REDSYS_START_TEXTS.noSite);
  return {
    DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
    DS_MERCHANT_TERMINAL: settings.terminal,
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_ORDER: charge.reference,
    DS_MERCHANT_AMOUNT: String(charge.amountCents),
    DS_MERCHANT_CURRENCY: currency,
    DS_MERCHANT_PRODUCTDESCRIPTION: charge.description.slice(0, DESCRIPTION_MAX_LENGTH),
    // Echoed back signed as Ds_MerchantData: the notification finds its checkout with it.
    DS_MERCHANT_MERCHANTDATA: String(charge.checkoutId),
    DS_MERCHANT_MERCHANTURL: settings.notificationUrl ?? `${charge.siteOrigin}${NOTIFICATION_PATH}`,
    DS_MERCHANT_URLOK: `${charge.siteOrigin}/cz/ok`,
    DS_MERCHANT_URLKO: `${charge.siteOrigin}/cz/ko`,
    ...(charge.savedCard !== null
      ? { DS_MERCHANT_IDENTIFIER: charge.savedCard, DS_MERCHANT_COF_INI: 'N', DS_MERCHANT_COF_TYPE: COF_TYPE }
      : charge.saveCard
        ? { DS_MERCHANT_IDENTIFIER: 'REQUIRED', DS_MERCHANT_COF_INI: 'S', DS_MERCHANT_COF_TYPE: COF_TYPE }
        : {}),
  };
}

/**
 * Creates the Redsys card provider; with `holds` (redsys-holds.ts) it also places, captures and releases the holds
 * of shared payments with retention.
 */
export function createRedsysProvider(
  settings: RedsysSettings,
  holds?: Pick<CardProvider, 'hold' | 'capture' | 'release' | 'refund'>,
): CardProvider {
  return {
    type: PaymentMethodType.Redsys,
    ...holds,
    start(charge) {
      const redsysData: RedsysData = {
        url: settings.paymentUrl,
        ...signRequest(settings.secretKey, requestParameters(settings, charge)),
      };
      return Promise.resolve({ redsysData });
    },
  };
}

/** Ds_Response codes 0000 to 0099 authorise the charge (research A1). */
const isAuthorised = (response: string): boolean => /^\d{1,4}$/.test(response) && Number(response) <= 99;

/**
 * How a notification says the charge ended, or undefined when it is not Redsys's (a bad signature, another
 * merchant, no checkout): such a notification must never settle anything.
 */
export function notificationOutcome(
  settings: RedsysSettings,
  message: SignedMessage,
): CardOutcome | undefined {
  const parameters = verifyResponse(settings.secretKey, message);
  if (!parameters || parameters.Ds_MerchantCode !== settings.merchantCode) return undefined;
  const checkoutId = Number(parameters.Ds_MerchantData);
  const order = parameters.Ds_Order ?? '';
  const response = parameters.Ds_Response ?? '';
  if (!Number.isInteger(checkoutId) || checkoutId < 1 || order === '' || response === '') return undefined;
  const paid = isAuthorised(response);
  const identifier = parameters.Ds_Merchant_Identifier;
  const lastDigits = /(\d{4})$/.exec(parameters.Ds_Card_Number ?? '')?.[1];
  return {
    provider: 'redsys',
    eventId: `${order}:${parameters.Ds_AuthorisationCode || response}`,
    checkoutId,
    paid,
    paymentRef: order,
    ...(paid && identifier && lastDigits ? { savedCard: { token: identifier, lastDigits } } : {}),
  };
}
