import { errorMessage, isApiError } from '@club/shared-contracts/http';

/**
 * The message a form shows for a failed call: the server's errorMsg when it gave one (document 1, 8), the form's own
 * refusal text for an ok-false answer without one, the translated technical-problems text for a crash. Null when
 * the site already handled the failure (a 401 opened the login, a storage version change shows its notice).
 */
export function problemText(error: unknown, refusedText: string): string | null {
  if (isApiError(error, 'rejected')) return error.errorMsg || refusedText;
  if (isApiError(error, 'http') && error.errorMsg) return error.errorMsg;
  return errorMessage(error);
}
