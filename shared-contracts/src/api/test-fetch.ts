// Test helpers: fetch doubles that record requests and answer JSON, by default or by method and path.

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

/** An answer with an HTTP status other than 200. */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer that never arrives (a call still under way). */
export const neverAnswered = Symbol('never answered');

/** An answer that arrives when the test gives it: the call is under way until then. */
export class LaterAnswer {
  readonly response: Promise<Response>;
  private arrive: (response: Response) => void = () => undefined;

  constructor() {
    this.response = new Promise<Response>((resolve) => {
      this.arrive = resolve;
    });
  }

  /** Answers the call with a JSON body. */
  give(body: unknown, status = 200): Promise<void> {
    return jsonResponse(status, body).then(this.arrive);
  }
}

/**
 * What the API double answers for a call: a JSON body (status 200), a StatusAnswer, a LaterAnswer or
 * `neverAnswered`; or an AnswerFor, which makes one of them from the request's URL.
 */
export type FakeAnswer = unknown;

/** An answer that depends on the request's URL (its query, for instance), given in place of the answer. */
export type AnswerFor = (url: URL) => FakeAnswer;

/**
 * Replaces fetch with an API double and returns the requests it received. Answers are found by "METHOD /path" or,
 * for any method, by the path alone. A call without an answer gets a 404 with an errorMsg naming it, so a missing
 * answer shows up in the test's failure.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): SentRequest[] {
  const requests: SentRequest[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const request = sentRequest(url, init);
    requests.push(request);
    const { pathname } = request.url;
    const call = `${request.method} ${pathname}`;
    const given =
      call in answers
        ? answers[call]
        : pathname in answers
          ? answers[pathname]
          : new StatusAnswer(404, { ok: false, errorMsg: `No fake answer for ${call}` });
    const answer = typeof given === 'function' ? (given as AnswerFor)(request.url) : given;
    if (answer === neverAnswered) return new Promise<Response>(() => undefined);
    if (answer instanceof LaterAnswer) return answer.response;
    const { status, body } = answer instanceof StatusAnswer ? answer : { status: 200, body: answer };
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  return requests;
}

/** The requests of one method and path. */
export function requestsTo(requests: SentRequest[], method: string, path: string): SentRequest[] {
  return requests.filter((request) => request.method === method && request.url.pathname === path);
}

/** What a list's request sent for its grid: the rows asked (startRow and endRow, both inclusive) and the status. */
export function sentGrid(request: SentRequest): { rows: (string | null)[]; gridStatus: unknown } {
  const query = request.url.searchParams;
  return {
    rows: [query.get('startRow'), query.get('endRow')],
    gridStatus: JSON.parse(query.get('gridStatus') ?? '') as unknown,
  };
}
