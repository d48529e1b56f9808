// A fetch that records the requests a live gateway sends and answers each with the next status and body: the
// provider's API stands replaced, as in the Stripe live gateway's tests.

/** A request as the fake fetch saw it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch answering `answers` in order (then 500), and what it was sent. */
export function fakeFetch(answers: Array<[number, unknown]>): {
  sent: SentRequest[];
  fetchImpl: typeof fetch;
} {
  const sent: SentRequest[] = [];
  const fetchImpl: typeof fetch = (url, init) => {
    sent.push({
      url: url instanceof Request ? url.url : url.toString(),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const [status, body] = answers.shift() ?? [500, {}];
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  };
  return { sent, fetchImpl };
}
