// The real Transbank account's server side, used when TRANSBANK_API_KEY is set (research A7): Webpay Plus
// (create, commit, refund) and Oneclick Mall inscriptions (start, finish) on Transbank's REST API, with the
// Tbk-Api-Key-Id and Tbk-Api-Key-Secret headers. Amounts go in the club's currency units (Transbank charges pesos).
import { HttpError } from '../../http/errors.ts';
import type { TransbankGateway } from './transbank-gateway.ts';

/** Transbank's integration environment (the live one is https://webpay3g.transbank.cl). */
export const TRANSBANK_INTEGRATION_API = 'https://webpay3gint.transbank.cl';

const WEBPAY = '/rswebpaytransaction/api/webpay/v1.2/transactions';
const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2/inscriptions';

/** The commerce codes and the key of the account. */
export interface TransbankKeys {
  apiUrl: string;
  /** The Webpay Plus commerce code (Tbk-Api-Key-Id of the payments). */
  commerceCode: string;
  /** The Oneclick Mall commerce code (Tbk-Api-Key-Id of the inscriptions). */
  oneclickCommerceCode: string;
  apiKey: string;
}

interface ApiAnswer {
  token?: string;
  url?: string;
  url_webpay?: string;
  buy_order?: string;
  session_id?: string;
  amount?: number;
  status?: string;
  response_code?: number;
  tbk_user?: string;
  card_number?: string;
  type?: string;
  authorization_code?: string;
  error_message?: string;
}

/** Creates the live gateway on the account's keys (and a fetch, which tests replace). */
export function createLiveTransbankGateway(
  keys: TransbankKeys,
  fetchImpl: typeof fetch = fetch,
): TransbankGateway {
  const send = async (method: 'POST' | 'PUT', path: string, commerceCode: string, body?: unknown) => {
    const response = await fetchImpl(`${keys.apiUrl}${path}`, {
      method,
      headers: {
        'Tbk-Api-Key-Id': commerceCode,
        'Tbk-Api-Key-Secret': keys.apiKey,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, json: (await response.json()) as ApiAnswer };
  };
  const failed = (json: ApiAnswer, what: string) =>
    new HttpError(502, json.error_message ?? `Transbank did not ${what}`);

  return {
    async createTransaction(request) {
      const { status, json } = await send('POST', WEBPAY, keys.commerceCode, {
        buy_order: request.buyOrder,
        session_id: request.sessionId,
        amount: request.amountCents / 100,
        return_url: request.returnUrl,
      });
      if (status >= 300 || !json.token || !json.url) throw failed(json, 'create the transaction');
      return { token: json.token, url: json.url };
    },
    async commitTransaction(token) {
      const { status, json } = await send('PUT', `${WEBPAY}/${encodeURIComponent(token)}`, keys.commerceCode);
      // An unknown, aborted or already committed token is refused (4xx): nothing to settle from it.
      if (status >= 400 && status < 500) return undefined;
      if (status >= 300) throw failed(json, 'commit the transaction');
      return {
        buyOrder: json.buy_order ?? '',
        sessionId: json.session_id ?? '',
        amountCents: Math.round((json.amount ?? 0) * 100),
        status: json.status ?? '',
        responseCode: json.response_code ?? -1,
      };
    },
    async refund(token, amountCents) {
      const { status, json } = await send(
        'POST',
        `${WEBPAY}/${encodeURIComponent(token)}/refunds`,
        keys.commerceCode,
        {
          amount: amountCents / 100,
        },
      );
      if (status < 300) return { id: json.authorization_code ?? json.type ?? token };
      if (status >= 400 && status < 500) return undefined;
      throw failed(json, 'refund the transaction');
    },
    async startInscription(request) {
      const { status, json } = await send('POST', ONECLICK, keys.oneclickCommerceCode, {
        username: request.username,
        email: request.email,
        response_url: request.responseUrl,
      });
      if (status >= 300 || !json.token || !json.url_webpay) throw failed(json, 'start the inscription');
      return { token: json.token, url: json.url_webpay };
    },
    async finishInscription(token) {
      const { status, json } = await send(
        'PUT',
        `${ONECLICK}/${encodeURIComponent(token)}`,
        keys.oneclickCommerceCode,
      );
      if (status >= 400 && status < 500) return undefined;
      if (status >= 300) throw failed(json, 'finish the inscription');
      return {
        responseCode: json.response_code ?? -1,
        tbkUser: json.tbk_user ?? null,
        lastDigits: /(\d{4})$/.exec(json.card_number ?? '')?.[1] ?? null,
      };
    },
  };
}
