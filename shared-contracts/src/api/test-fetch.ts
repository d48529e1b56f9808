// Test helper: a fetch double that records requests and answers JSON.

/** A recorded request. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Replaces fetch with one answering the given JSON (status 200) and returns the recorded requests. */
export function fakeFetch(body: unknown = { ok: true }, status = 200): SentRequest[] {
  const requests: SentRequest[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push({
      url: new URL(url, 'http://localhost'),
      method: init.method ?? 'GET',
      headers: init.headers as Headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return Promise.resolve({
      status,
      ok: status >= 200 && status < 300,
      headers: new Headers(),
      text: () => Promise.resolve(JSON.stringify(body)),
    } as unknown as Response);
  }) as unknown as typeof fetch;
  return requests;
}
