// Payment calls of the cart (document 3, 7): the stock check before a product line grows, and the cancellation of
// a cart sale before it leaves the cart.
import type { OkAnswer, StockCheckPayload } from '@club/shared-contracts/entities';
import { ApiError, request, requestOk } from '@club/shared-contracts/http';

function stockRefusal(answer: object): string {
  return 'error' in answer && typeof answer.error === 'string' ? answer.error : '';
}

/**
 * POST /api/publicpayments/check-stock. Resolves when the stock allows the units; a refusal rejects as 'rejected'
 * with the server's `error` as errorMsg, and an answer without an ok flag as 'crash' (document 3, 8).
 */
export async function checkStock(body: StockCheckPayload): Promise<void> {
  const answer = await request<unknown>('POST', '/api/publicpayments/check-stock', { body });
  if (typeof answer !== 'object' || answer === null || !('ok' in answer) || typeof answer.ok !== 'boolean') {
    throw new ApiError('crash', { status: 200, answer });
  }
  if (!answer.ok) throw new ApiError('rejected', { status: 200, errorMsg: stockRefusal(answer), answer });
}

/** The API path of a sale's cancel URL, which the server gives relative to /api/. */
export function cancelPath(cancelUrl: string): string {
  // A leading slash would make '/api//…', which is another path to the server.
  return `/api/${cancelUrl.replace(/^\/+/, '')}`;
}

/** POST /api/{cancelUrl}: cancels a cart sale (a held booking); a refusal rejects with the server's errorMsg. */
export function postCancelUrl(cancelUrl: string): Promise<OkAnswer> {
  return requestOk('POST', cancelPath(cancelUrl));
}
