import { activate } from '@club/shared-contracts/api/customers';
import { errorMessage, isApiError } from '@club/shared-contracts/http';

/**
 * How an activation ended: completed, the link refused (expired, used or unknown), or no usable answer (with the
 * message to show, null when the site already showed one).
 */
export type ActivationOutcome =
  { state: 'completed' } | { state: 'expired' } | { state: 'failed'; message: string | null };

// The server refuses a link it does not know, has used or let expire with ok false, and a token it cannot read (empty
// or far too long) with a 400: for the customer both are a link that no longer works.
function outcomeOf(error: unknown): ActivationOutcome {
  if (isApiError(error, 'rejected') || (isApiError(error, 'http') && error.status === 400)) {
    return { state: 'expired' };
  }
  return { state: 'failed', message: errorMessage(error) };
}

// An activation link works once: asking twice would answer "expired" right after a success. React may run the
// page's effect twice for one visit (StrictMode in development, a remount by the router), so each token is sent once
// and every run reads the same answer. A failure without an answer is forgotten, so that Try again asks again.
const activations = new Map<string, Promise<ActivationOutcome>>();

/** Activates the account of a link's token, calling the API once per token for the life of the page. */
export function activateOnce(token: string): Promise<ActivationOutcome> {
  const known = activations.get(token);
  if (known) return known;
  const activation = activate(token).then((): ActivationOutcome => ({ state: 'completed' }), outcomeOf);
  activations.set(token, activation);
  void activation.then((outcome) => {
    if (outcome.state === 'failed') activations.delete(token);
  });
  return activation;
}
