// The real Stripe account's server side, used when STRIPE_SECRET_KEY is set: Stripe's REST API with form-encoded
// requests (research A2), kept to what the provider needs. Creates carry an Idempotency-Key made of the checkout's
// reference, so a retried request answers the intent the first one made.
import { HttpError } from '../../http/errors.ts';
import type {
  GatewayHold,
  GatewayIntent,
  GatewayRefund,
  IntentStatus,
  StripeGateway,
} from './stripe-gateway.ts';

/** Stripe's API. */
export const STRIPE_API = 'https://api.stripe.com/v1';

/** A PaymentIntent or SetupIntent as Stripe's API answers it (the fields read here). */
interface ApiIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: IntentStatus;
  client_secret: string;
  metadata?: Record<string, string>;
  payment_method?: string | { id: string; card?: { last4?: string } } | null;
  setup_future_usage?: string | null;
  last_payment_error?: unknown;
  last_setup_error?: unknown;
}

interface ApiError {
  error?: { message?: string; payment_intent?: ApiIntent };
}

/** A held PaymentIntent's charge: capture_before says when the hold lapses (research A2). */
interface ApiHoldCharge {
  latest_charge?: { payment_method_details?: { card?: { capture_before?: number } } } | string | null;
}

function holdOf(api: ApiIntent & ApiHoldCharge): GatewayHold {
  const charge = typeof api.latest_charge === 'object' ? api.latest_charge : null;
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  return {
    id: api.id,
    status: api.status,
    captureBefore: typeof captureBefore === 'number' ? new Date(captureBefore * 1000) : null,
  };
}

/** Form-encodes Stripe parameters; undefined values are left out. */
export function stripeForm(parameters: Record<string, string | number | boolean | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    if (value !== undefined) form.append(key, String(value));
  }
  return form.toString();
}

function intentOf(api: ApiIntent): GatewayIntent {
  const method = typeof api.payment_method === 'object' ? api.payment_method : null;
  const checkoutId = Number(api.metadata?.checkout_id);
  return {
    id: api.id,
    kind: api.object === 'payment_intent' ? 'payment' : 'setup',
    status: api.status,
    clientSecret: api.client_secret,
    checkoutId: Number.isInteger(checkoutId) && checkoutId > 0 ? checkoutId : null,
    card: method?.card?.last4 ? { id: method.id, lastDigits: method.card.last4 } : null,
    savesCard: api.object === 'setup_intent' || Boolean(api.setup_future_usage),
    failed: Boolean(api.last_payment_error ?? api.last_setup_error),
  };
}

/** Creates the live gateway on a secret key (and a fetch, which tests replace). */
export function createLiveStripeGateway(secretKey: string, fetchImpl: typeof fetch = fetch): StripeGateway {
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    idempotencyKey?: string,
  ): Promise<{ status: number; json: ApiIntent & ApiError & ApiHoldCharge }> => {
    const response = await fetchImpl(`${STRIPE_API}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(20_000),
    });
    return {
      status: response.status,
      json: (await response.json()) as ApiIntent & ApiError & ApiHoldCharge,
    };
  };

  const created = ({ status, json }: { status: number; json: ApiIntent & ApiError }): GatewayIntent => {
    if (status < 300) return intentOf(json);
    // A saved card declined at confirmation still made the intent: the status read reports the decline.
    if (json.error?.payment_intent) return intentOf(json.error.payment_intent);
    throw new HttpError(status < 500 ? 400 : 502, json.error?.message ?? 'Stripe refused the request');
  };

  return {
    async createPaymentIntent(request) {
      const body = stripeForm({
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        description: request.description,
        'payment_method_types[]': 'card',
        'metadata[checkout_id]': request.checkoutId,
        'metadata[reference]': request.reference,
        setup_future_usage: request.saveCard ? 'off_session' : undefined,
        payment_method: request.savedCard ?? undefined,
        confirm: request.savedCard === null ? undefined : true,
        'expand[]': 'payment_method',
      });
      return created(await send('POST', '/payment_intents', body, `${request.reference}-payment`));
    },
    async createSetupIntent(request) {
      const body = stripeForm({
        'payment_method_types[]': 'card',
        usage: 'off_session',
        'metadata[checkout_id]': request.checkoutId,
        'metadata[reference]': request.reference,
      });
      return created(await send('POST', '/setup_intents', body, `${request.reference}-setup`));
    },
    async createHold(request) {
      const body = stripeForm({
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        description: request.description,
        'payment_method_types[]': 'card',
        payment_method: request.savedCard,
        capture_method: 'manual',
        confirm: true,
        off_session: true,
        'metadata[guarantee]': request.reference,
        'expand[]': 'latest_charge',
      });
      const answer = await send('POST', '/payment_intents', body, `${request.reference}-hold`);
      if (answer.status < 300) return holdOf(answer.json);
      // A card declined off-session still made the intent: the hold is refused, not the request.
      if (answer.json.error?.payment_intent) return holdOf(answer.json.error.payment_intent);
      throw new HttpError(502, answer.json.error?.message ?? 'Stripe did not place the hold');
    },
    async capture(intentId, amountCents) {
      const answer = await send(
        'POST',
        `/payment_intents/${encodeURIComponent(intentId)}/capture`,
        stripeForm({ amount_to_capture: amountCents }),
        `${intentId}-capture`,
      );
      if (answer.status < 300) return answer.json.status;
      // A hold that lapsed is canceled: nothing is left to capture.
      if (answer.json.error?.payment_intent) return answer.json.error.payment_intent.status;
      throw new HttpError(502, answer.json.error?.message ?? 'Stripe did not capture the hold');
    },
    async cancel(intentId) {
      const answer = await send(
        'POST',
        `/payment_intents/${encodeURIComponent(intentId)}/cancel`,
        '',
        `${intentId}-cancel`,
      );
      if (answer.status < 300 || answer.json.error?.payment_intent?.status === 'canceled') return;
      throw new HttpError(502, answer.json.error?.message ?? 'Stripe did not cancel the hold');
    },
    async refund(request) {
      const answer = await send(
        'POST',
        '/refunds',
        stripeForm({ payment_intent: request.paymentIntent, amount: request.amountCents }),
        request.idempotencyKey,
      );
      const json = answer.json as unknown as {
        id?: string;
        object?: string;
        status?: GatewayRefund['status'];
      };
      if (answer.status < 300 && json.object === 'refund' && json.id && json.status) {
        return { id: json.id, status: json.status };
      }
      // Stripe refuses a refund it cannot make (already refunded, more than was charged): no retry helps.
      if (answer.status >= 400 && answer.status < 500) return undefined;
      throw new HttpError(502, answer.json.error?.message ?? 'Stripe did not refund the payment');
    },
    async retrieve(intentId) {
      const collection = intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
      const answer = await send(
        'GET',
        `/${collection}/${encodeURIComponent(intentId)}?expand[]=payment_method`,
      );
      if (answer.status === 404) return undefined;
      if (answer.status >= 300)
        throw new HttpError(502, answer.json.error?.message ?? 'Stripe did not answer');
      return intentOf(answer.json);
    },
  };
}
