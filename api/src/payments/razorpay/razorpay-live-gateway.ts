// Razorpay's real server side, used when RAZORPAY_KEY_SECRET is set: its REST API with the key id and secret as
// basic authentication (research A4): orders with unique receipts, payments read and captured, refunds with
// X-Refund-Idempotency so a refund asked again is made once.
import type { RazorpayGateway, RazorpayPaymentStatus } from './razorpay-gateway.ts';

/** Razorpay's API. */
export const RAZORPAY_API = 'https://api.razorpay.com/v1';

interface ApiAnswer {
  id?: string;
  order_id?: string;
  status?: RazorpayPaymentStatus;
  amount?: number;
  currency?: string;
  error?: { description?: string };
}

/** Creates the live gateway on a key id and secret (and a fetch, which tests replace). */
export function createLiveRazorpayGateway(
  keyId: string,
  keySecret: string,
  fetchImpl: typeof fetch = fetch,
  apiUrl: string = RAZORPAY_API,
): RazorpayGateway {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: ApiAnswer }> => {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (response.status >= 500) throw new Error(`Razorpay answered ${response.status}`);
    return { status: response.status, json: (await response.json()) as ApiAnswer };
  };
  return {
    async createOrder(request) {
      const { json } = await send('POST', '/orders', {
        amount: request.amountCents,
        currency: request.currency,
        receipt: request.reference,
        notes: { checkout_id: String(request.checkoutId) },
      });
      if (!json.id) throw new Error(`Razorpay created no order: ${json.error?.description ?? ''}`);
      return json.id;
    },
    async payment(paymentId) {
      const { status, json } = await send('GET', `/payments/${encodeURIComponent(paymentId)}`);
      if (status >= 400 || !json.id || !json.order_id || !json.status) return undefined;
      return {
        id: json.id,
        orderId: json.order_id,
        status: json.status,
        amountCents: json.amount ?? 0,
        currency: json.currency ?? '',
      };
    },
    async capture(payment) {
      const { json } = await send('POST', `/payments/${encodeURIComponent(payment.id)}/capture`, {
        amount: payment.amountCents,
        currency: payment.currency,
      });
      return json.status ?? 'authorized';
    },
    async refund(paymentId, amountCents, reference) {
      const { status, json } = await send(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountCents },
        { 'X-Refund-Idempotency': reference },
      );
      return status < 400 && json.id ? json.id : undefined;
    },
  };
}
