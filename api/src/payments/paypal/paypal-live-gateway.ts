// The real PayPal account's server side, used when PAYPAL_CLIENT_SECRET is set: the Orders v2 and Payments v2 REST
// calls the provider needs (research A5), with an OAuth access token asked for with the client id and secret and
// kept until it expires. POSTs carry a PayPal-Request-Id, so a retried request answers what the first one did.
import { HttpError } from '../../http/errors.ts';
import {
  paypalAmount,
  paypalCents,
  type PayPalGateway,
  type PayPalOrder,
  type PayPalTransaction,
} from './paypal-gateway.ts';

/** PayPal's sandbox REST API (the live one is https://api-m.paypal.com). */
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** An order as the Orders API answers it (the fields read here). */
interface ApiOrder {
  id?: string;
  status?: string;
  purchase_units?: Array<{
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    payments?: { authorizations?: Array<{ id?: string; status?: string }> };
  }>;
  message?: string;
}

function orderOf(api: ApiOrder): PayPalOrder | undefined {
  const unit = api.purchase_units?.[0];
  if (!api.id || !unit) return undefined;
  const checkoutId = Number(unit.custom_id);
  const authorization = unit.payments?.authorizations?.[0];
  return {
    id: api.id,
    status: api.status ?? '',
    checkoutId: Number.isInteger(checkoutId) && checkoutId > 0 ? checkoutId : null,
    amountCents: paypalCents(unit.amount?.value),
    currency: unit.amount?.currency_code ?? '',
    authorization:
      authorization?.id && authorization.status
        ? { id: authorization.id, status: authorization.status }
        : null,
  };
}

/** Creates the live gateway on the account (and a fetch, which tests replace). */
export function createLivePayPalGateway(
  apiUrl: string,
  clientId: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
): PayPalGateway {
  let token: { value: string; until: number } | null = null;

  const accessToken = async (): Promise<string> => {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetchImpl(`${apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!response.ok || !json.access_token) throw new HttpError(502, 'PayPal did not give an access token');
    // A minute early, so a token is never used as it runs out.
    token = { value: json.access_token, until: Date.now() + ((json.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  };

  const send = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; json: ApiOrder & PayPalTransaction }> => {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, json: (await response.json()) as ApiOrder & PayPalTransaction };
  };

  const transaction = ({ json }: { json: PayPalTransaction }): PayPalTransaction => ({
    id: json.id,
    status: json.status,
  });

  return {
    async createOrder(request) {
      const answer = await send(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'AUTHORIZE',
          purchase_units: [
            {
              reference_id: request.reference,
              custom_id: String(request.checkoutId),
              description: request.description.slice(0, 127),
              amount: {
                currency_code: request.currency.toUpperCase(),
                value: paypalAmount(request.amountCents),
              },
            },
          ],
        },
        `${request.reference}-order`,
      );
      if (answer.status >= 300 || !answer.json.id) {
        throw new HttpError(502, answer.json.message ?? 'PayPal did not create the order');
      }
      return { id: answer.json.id };
    },
    async getOrder(orderId) {
      const answer = await send('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (answer.status === 404) return undefined;
      if (answer.status >= 300) throw new HttpError(502, answer.json.message ?? 'PayPal did not answer');
      return orderOf(answer.json);
    },
    async capture(authorizationId, amountCents, currency, requestId) {
      const answer = await send(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
        { amount: { currency_code: currency, value: paypalAmount(amountCents) }, final_capture: true },
        requestId,
      );
      if (answer.status < 300) return transaction(answer);
      // A declined or expired authorization is the capture's answer, not a failed request.
      if (answer.status === 422) return { id: '', status: 'DECLINED' };
      throw new HttpError(502, answer.json.message ?? 'PayPal did not capture the authorization');
    },
    async refund(captureId, amountCents, currency, requestId) {
      const answer = await send(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: currency, value: paypalAmount(amountCents) } },
        requestId,
      );
      if (answer.status < 300) return transaction(answer);
      if (answer.status >= 400 && answer.status < 500) return undefined;
      throw new HttpError(502, answer.json.message ?? 'PayPal did not refund the capture');
    },
  };
}
