// Redsys's HMAC_SHA256_V1 signature (research A1): the order number, encrypted with 3DES under the merchant's key,
// is the HMAC-SHA256 key of the base64 merchant parameters. The payment page and the notification use the same
// rule; requests carry standard base64, answers base64url, so signatures are compared as decoded bytes.
import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/** The signature version every Redsys form and notification names. */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The three fields of a signed Redsys message (the payment form, the notification, the return query). */
export interface SignedMessage {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** The order's own key: 3DES-CBC of the order number (zero IV, zero padding) under the base64 merchant key. */
function orderKey(merchantKey: string, order: string): Buffer {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(merchantKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature bytes of base64 merchant parameters for an order. */
function signatureBytes(merchantKey: string, order: string, merchantParameters: string): Buffer {
  return createHmac('sha256', orderKey(merchantKey, order)).update(merchantParameters).digest();
}

/** Signs parameters as a request to Redsys: base64 JSON and a standard base64 signature. */
export function signRequest(merchantKey: string, parameters: Record<string, string>): SignedMessage {
  const order = parameters.DS_MERCHANT_ORDER ?? '';
  const merchantParameters = Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signatureBytes(merchantKey, order, merchantParameters).toString('base64'),
  };
}

/**
 * Signs parameters as Redsys answers them (the notification, the return query): each value URL-encoded inside the
 * JSON, and the signature in base64url.
 */
export function signResponse(merchantKey: string, parameters: Record<string, string>): SignedMessage {
  const encoded = Object.fromEntries(
    Object.entries(parameters).map(([key, value]) => [key, encodeURIComponent(value)]),
  );
  const merchantParameters = Buffer.from(JSON.stringify(encoded), 'utf8').toString('base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signatureBytes(merchantKey, parameters.Ds_Order ?? '', merchantParameters).toString(
      'base64url',
    ),
  };
}

/** The JSON object inside base64 merchant parameters, or undefined when it is not one of texts. */
function decodedObject(merchantParameters: string): Record<string, string> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(merchantParameters, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (typeof field !== 'string') return undefined;
    fields[key] = field;
  }
  return fields;
}

/** Decodes a base64 or base64url signature; Node reads both alphabets. */
const signatureOf = (signature: string): Buffer => Buffer.from(signature, 'base64');

function sameSignature(expected: Buffer, signature: string): boolean {
  const given = signatureOf(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Reads a signed request (what the payment page receives): its DS_MERCHANT_* parameters when the version is
 * HMAC_SHA256_V1 and the signature matches the order's key, undefined otherwise.
 */
export function verifyRequest(
  merchantKey: string,
  message: SignedMessage,
): Record<string, string> | undefined {
  if (message.Ds_SignatureVersion !== SIGNATURE_VERSION) return undefined;
  const parameters = decodedObject(message.Ds_MerchantParameters);
  const order = parameters?.DS_MERCHANT_ORDER ?? parameters?.Ds_Merchant_Order;
  if (!parameters || order === undefined) return undefined;
  const expected = signatureBytes(merchantKey, order, message.Ds_MerchantParameters);
  return sameSignature(expected, message.Ds_Signature) ? parameters : undefined;
}

/**
 * Reads a signed answer (the notification, the return query): its Ds_* parameters with the values URL-decoded,
 * when the version is HMAC_SHA256_V1 and the signature matches; undefined otherwise.
 */
export function verifyResponse(
  merchantKey: string,
  message: SignedMessage,
): Record<string, string> | undefined {
  if (message.Ds_SignatureVersion !== SIGNATURE_VERSION) return undefined;
  const parameters = decodedObject(message.Ds_MerchantParameters);
  if (!parameters || parameters.Ds_Order === undefined) return undefined;
  let decoded: Record<string, string>;
  try {
    decoded = Object.fromEntries(
      Object.entries(parameters).map(([key, value]) => [key, decodeURIComponent(value)]),
    );
  } catch {
    return undefined;
  }
  // The key comes from the order as it travels (encoded), as Redsys computes it.
  const expected = signatureBytes(merchantKey, parameters.Ds_Order, message.Ds_MerchantParameters);
  return sameSignature(expected, message.Ds_Signature) ? decoded : undefined;
}
