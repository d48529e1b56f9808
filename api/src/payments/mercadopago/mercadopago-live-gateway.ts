// The real Mercado Pago account's server side, used when MERCADOPAGO_ACCESS_TOKEN is set (research A6): payments
// with the brick's card token (one instalment) and their refunds, each with an X-Idempotency-Key, as every official
// example sends, so a retried request answers what the first one did.
import { HttpError } from '../../http/errors.ts';
import type { MercadoPagoGateway } from './mercadopago-gateway.ts';

/** Mercado Pago's API. */
export const MERCADOPAGO_API = 'https://api.mercadopago.com';

interface ApiPayment {
  id?: number;
  status?: string;
  status_detail?: string;
  external_reference?: string;
  transaction_amount?: number;
  message?: string;
}

/** Creates the live gateway on an access token (and a fetch, which tests replace). */
export function createLiveMercadoPagoGateway(
  accessToken: string,
  apiUrl = MERCADOPAGO_API,
  fetchImpl: typeof fetch = fetch,
): MercadoPagoGateway {
  const post = async (path: string, body: unknown, idempotencyKey: string) => {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        'X-Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, json: (await response.json()) as ApiPayment };
  };

  return {
    async createPayment(request) {
      const { status, json } = await post(
        '/v1/payments',
        {
          token: request.token,
          transaction_amount: request.amountCents / 100,
          installments: 1,
          description: request.description,
          external_reference: request.reference,
          payer: { email: request.payerEmail },
        },
        request.idempotencyKey,
      );
      if (status >= 300 || json.id === undefined) {
        // A card token Mercado Pago refuses (used, expired, bad data) is a rejected payment, not a failed request.
        if (status === 400) {
          return {
            id: `refused-${request.idempotencyKey}`,
            status: 'rejected',
            statusDetail: 'cc_rejected_bad_filled_card_data',
            reference: request.reference,
            amountCents: request.amountCents,
          };
        }
        throw new HttpError(502, json.message ?? 'Mercado Pago did not make the payment');
      }
      return {
        id: String(json.id),
        status: json.status ?? '',
        statusDetail: json.status_detail ?? '',
        reference: json.external_reference ?? '',
        amountCents: Math.round((json.transaction_amount ?? 0) * 100),
      };
    },
    async refund(paymentId, amountCents, idempotencyKey) {
      const { status, json } = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        { amount: amountCents / 100 },
        idempotencyKey,
      );
      if (status < 300 && json.id !== undefined) return { id: String(json.id) };
      if (status >= 400 && status < 500) return undefined;
      throw new HttpError(502, json.message ?? 'Mercado Pago did not refund the payment');
    },
  };
}
