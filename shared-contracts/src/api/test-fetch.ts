// Test helper: a fetch double that records requests and answers JSON.

/** A recorded request. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** What a fetch double received, in a shape tests can assert on (a JSON body parsed). */
export function sentRequest(url: string, init: RequestInit = {}): SentRequest {
  return {
    url: new URL(url, 'http://localhost'),
    method: init.method ?? 'GET',
    headers: init.headers as Headers,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
  };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(status: number, body: unknown): Promise<Response> {
  return Promise.resolve({
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response);
}

/** Replaces fetch with one answering the given JSON (status 200) and returns the recorded requests. */
export function fakeFetch(body: unknown = { ok: true }, status = 200): SentRequest[] {
  const requests: SentRequest[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push(sentRequest(url, init));
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  return requests;
}
