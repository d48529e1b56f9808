// Authorize.Net's real server side, used when AUTHORIZENET_TRANSACTION_KEY is set: the JSON API's
// createTransactionRequest (research A8) with the merchant's login id and transaction key; a charge of Accept.js's
// opaque data (authCaptureTransaction) and a refund (refundTransaction) of its transaction and card's last digits.
// Authorize.Net's JSON answers start with a byte order mark, which is dropped before parsing.
import type { AuthorizeNetGateway } from './authorizenet-gateway.ts';

/** Authorize.Net's sandbox and production API. */
export const AUTHORIZENET_SANDBOX_API = 'https://apitest.authorize.net/xml/v1/request.api';
export const AUTHORIZENET_LIVE_API = 'https://api.authorize.net/xml/v1/request.api';

interface ApiAnswer {
  transactionResponse?: {
    responseCode?: string;
    transId?: string;
    accountNumber?: string;
    errors?: Array<{ errorText?: string }>;
  };
  messages?: { resultCode?: string; message?: Array<{ text?: string }> };
}

/** Creates the live gateway on the merchant's credentials (and a fetch, which tests replace). */
export function createLiveAuthorizeNetGateway(
  credentials: { apiLoginId: string; transactionKey: string },
  apiUrl: string = AUTHORIZENET_SANDBOX_API,
  fetchImpl: typeof fetch = fetch,
): AuthorizeNetGateway {
  const send = async (reference: string, transactionRequest: object): Promise<ApiAnswer> => {
    const response = await fetchImpl(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: {
            name: credentials.apiLoginId,
            transactionKey: credentials.transactionKey,
          },
          refId: reference.slice(0, 20),
          transactionRequest,
        },
      }),
    });
    if (response.status >= 500) throw new Error(`Authorize.Net answered ${response.status}`);
    return JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as ApiAnswer;
  };
  return {
    async charge(request) {
      const answer = await send(request.reference, {
        transactionType: 'authCaptureTransaction',
        amount: (request.amountCents / 100).toFixed(2),
        payment: { opaqueData: request.opaqueData },
        order: {
          invoiceNumber: request.reference.slice(0, 20),
          description: request.description.slice(0, 255),
        },
      });
      const transaction = answer.transactionResponse;
      return {
        approved: transaction?.responseCode === '1',
        transId: transaction?.transId && transaction.transId !== '0' ? transaction.transId : '',
        lastDigits: (transaction?.accountNumber ?? '').replace(/\D/g, '').slice(-4),
        message: transaction?.errors?.[0]?.errorText ?? answer.messages?.message?.[0]?.text ?? '',
      };
    },
    async refund(transId, lastDigits, amountCents, reference) {
      const answer = await send(reference, {
        transactionType: 'refundTransaction',
        amount: (amountCents / 100).toFixed(2),
        payment: { creditCard: { cardNumber: lastDigits, expirationDate: 'XXXX' } },
        refTransId: transId,
      });
      const transaction = answer.transactionResponse;
      return transaction?.responseCode === '1' && transaction.transId ? transaction.transId : undefined;
    },
  };
}
