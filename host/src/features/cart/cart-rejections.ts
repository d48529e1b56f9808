// How the cart refuses a change (document 3, 8): the message goes to the global error popup, and the same message
// comes back to the caller as the command's result.
import type { CartRejection, CartResult } from '@club/shared-contracts/cart';
import { errorMessage, isApiError, showGlobalError } from '@club/shared-contracts/http';

/** Shows a refusal globally and answers it as the command's result. */
export function reject(reason: CartRejection, message: string): CartResult {
  showGlobalError(message);
  return { ok: false, reason, message };
}

/**
 * The refusal for a failed server call: a server refusal keeps its reason ('stock' or 'cancel') and text; any other
 * failure left no usable answer and is a 'crash' (the technical-problems text, or no message when a 401 opened the
 * login or a version change discarded the answer).
 */
export function rejectFailedCall(error: unknown, reason: 'stock' | 'cancel'): CartResult {
  showGlobalError(error);
  const refused = isApiError(error, 'http') || isApiError(error, 'rejected');
  return { ok: false, reason: refused ? reason : 'crash', message: errorMessage(error) ?? '' };
}
