// The status polling of the payment return pages (document 3, 4 Payment return and Other returns, 9): the status is
// asked, then again a second later while the server says retry, at most 10 more times.

/** How many more times the status is asked while the server says retry, and how long apart (document 3, 9). */
export const statusRetries = 10;
/** The wait between two status questions, in milliseconds. */
export const statusRetryMs = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks `ask` for a payment's status, again a second later while it answers retry (not ok), at most 10 more times.
 * Null when no answer came, or when `stopped` says the page has gone.
 */
export async function pollPaymentStatus<Status extends { ok: boolean; retry: boolean }>(
  ask: () => Promise<Status>,
  stopped: () => boolean,
): Promise<Status | null> {
  try {
    let status = await ask();
    for (let retries = statusRetries; !status.ok && status.retry && retries > 0; retries -= 1) {
      await wait(statusRetryMs);
      if (stopped()) return null;
      status = await ask();
    }
    return status;
  } catch (failure) {
    console.error('The payment status could not be read', failure);
    return null;
  }
}
