// NetPay's real server side, used when NETPAY_SECRET_KEY is set: its e-commerce gateway's JSON API with the secret
// key in Authorization (research A3: charges with redirect3dsUri, the transaction read back, the confirm after
// 3D Secure, the refund). The API's address comes from NETPAY_API_URL (NetPay's sandbox by default).
import type { NetPayGateway, NetPayStatus, NetPayTransaction } from './netpay-gateway.ts';

/** NetPay's sandbox gateway (its live one is given by NETPAY_API_URL). */
export const NETPAY_SANDBOX_API = 'https://gateway-154.netpaydev.com/gateway-ecommerce';

/** A charge or transaction as NetPay answers it (the fields read here). */
interface ApiTransaction {
  transactionTokenId?: string;
  status?: string;
  returnUrl?: string | null;
  responseMsg?: string;
  merchantReferenceCode?: string;
  referenceId?: string;
  message?: string;
}

const STATUSES: Readonly<Record<string, NetPayStatus>> = {
  success: 'DONE',
  DONE: 'DONE',
  review: 'REVIEW',
  REVIEW: 'REVIEW',
  WAIT_THREEDS: 'WAIT_THREEDS',
  CHARGEABLE: 'CHARGEABLE',
  failed: 'REJECT',
  REJECT: 'REJECT',
  FAILED: 'FAILED',
};

function transactionOf(api: ApiTransaction, reference: string): NetPayTransaction {
  if (!api.transactionTokenId) throw new Error(`NetPay answered no transaction: ${api.message ?? ''}`);
  return {
    transactionTokenId: api.transactionTokenId,
    // A status this code does not know is not a payment.
    status: STATUSES[api.status ?? ''] ?? 'REJECT',
    returnUrl: api.returnUrl ?? null,
    responseMsg: api.responseMsg ?? api.message ?? '',
    reference: api.merchantReferenceCode ?? api.referenceId ?? reference,
  };
}

/** Creates the live gateway on a secret key (and a fetch, which tests replace). */
export function createLiveNetPayGateway(
  secretKey: string,
  apiUrl: string = NETPAY_SANDBOX_API,
  fetchImpl: typeof fetch = fetch,
): NetPayGateway {
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; json: ApiTransaction }> => {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: secretKey,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (response.status >= 500) throw new Error(`NetPay answered ${response.status}`);
    return { status: response.status, json: (await response.json()) as ApiTransaction };
  };
  return {
    async charge(request) {
      const { json } = await send('POST', '/v3/charges', {
        amount: (request.amountCents / 100).toFixed(2),
        currency: request.currency,
        description: request.description,
        paymentMethod: 'card',
        source: request.token,
        referenceId: request.reference,
        redirect3dsUri: request.redirect3dsUri,
        saveCard: 'false',
      });
      return transactionOf(json, request.reference);
    },
    async transaction(id) {
      const { status, json } = await send('GET', `/v3/transactions/${encodeURIComponent(id)}`);
      return status === 404 || !json.transactionTokenId ? undefined : transactionOf(json, '');
    },
    async confirm(id) {
      const { json } = await send('POST', `/v3/charges/${encodeURIComponent(id)}/confirm`);
      return transactionOf(json, '');
    },
    async refund(id, amountCents, reference) {
      const { status, json } = await send('POST', '/v3/transactions/refund', {
        transactionTokenId: id,
        amount: (amountCents / 100).toFixed(2),
        referenceId: reference,
      });
      return status < 400 && json.transactionTokenId ? json.transactionTokenId : undefined;
    },
  };
}
