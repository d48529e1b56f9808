// Transbank's steps (research A7, document 3, 4 Checkout, 7 and 8): without a saved card the page keeps its checkout
// parameters and goes to the card inscription (Oneclick), which comes back to /checkout with TBK_TOKEN and tbkRqId;
// the page then finishes it (process-tokenization), gets the saved card and pays with it. The payment posts token_ws
// to Webpay's page; its return is the API's, which sends the customer on to /cz/ok or /cz/ko.
import type {
  TransbankStart,
  TransbankTokenizationAnswer,
  TransbankTokenizeAnswer,
} from '@club/shared-contracts/checkout-entities';
import { request } from '@club/shared-contracts/http';
import { postProviderForm } from './provider-form';

/** POST /api/transbank/tokenize/{customerId}?fromPublic=true: the inscription page to go to. */
export function transbankTokenize(
  customerId: number,
  parameters: string,
): Promise<TransbankTokenizeAnswer | { ok: false; errorMsg?: string }> {
  return request('POST', `/api/transbank/tokenize/${customerId}`, {
    query: { fromPublic: true },
    body: { parameters },
  });
}

/** POST /api/transbank/process-tokenization/{requestId}?TBK_TOKEN=…: the saved card's id and the kept parameters. */
export function transbankProcessTokenization(
  requestId: string,
  tbkToken: string,
): Promise<TransbankTokenizationAnswer | { ok: false; errorMsg?: string }> {
  return request('POST', `/api/transbank/process-tokenization/${encodeURIComponent(requestId)}`, {
    query: { TBK_TOKEN: tbkToken },
  });
}

/** The return from the card inscription (/checkout?TBK_TOKEN=…&tbkRqId=…), or null for any other arrival. */
export function transbankReturnOf(params: URLSearchParams): { tbkToken: string; requestId: string } | null {
  const tbkToken = params.get('TBK_TOKEN');
  const requestId = params.get('tbkRqId');
  return tbkToken && requestId ? { tbkToken, requestId } : null;
}

/** Goes to the card inscription page the tokenization answered (TBK_TOKEN posted); false when it is refused. */
export const goToCardInscription = (redirectUrl: string): boolean => postProviderForm(redirectUrl, {});

/** Posts token_ws to Webpay's page; false when its address is refused. */
export const postWebpayForm = (start: TransbankStart): boolean =>
  postProviderForm(start.url, { token_ws: start.token });
