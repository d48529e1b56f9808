import { getDefaultStore } from 'jotai';
import {
  ApiError,
  clearGlobalError,
  configureApi,
  dismissVersionNotice,
  globalErrorAtom,
  loadFailed,
  prefetch,
  prefetchLifetimeMs,
  request,
  download,
  isDownloadType,
  requestFile,
  requestOk,
  saveFile,
  showGlobalError,
  versionNoticeAtom,
} from './http';
import { loginRequestAtom, closeLoginRequest } from './session';
import { readStored, storageKeys, writeStored } from './storage';

const store = getDefaultStore();

interface FakeAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

function answer({ status = 200, body = '{"ok":true}', headers = {} }: FakeAnswer = {}): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: () => Promise.resolve(body),
    blob: () => Promise.resolve(new Blob([body], { type: headers['Content-Type'] ?? 'application/pdf' })),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function sent(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('nothing was sent');
  return { url: call[0], init: call[1], headers: call[1].headers as Headers };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

function logIn(): void {
  writeStored(storageKeys.token, 'secret-token');
  writeStored(storageKeys.customer, {
    id: 7,
    name: 'Ana',
    surname: 'G',
    logo: '',
    children: [],
    currentId: 7,
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer());
  global.fetch = fetchMock as unknown as typeof fetch;
  configureApi({ origin: null });
  closeLoginRequest();
  clearGlobalError();
  dismissVersionNotice();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/');
});

afterEach(() => jest.restoreAllMocks());

describe('request headers', () => {
  it('sends Accept JSON and the client origin, and no token when logged out', async () => {
    await request('GET', '/api/x');
    const { headers, init } = sent();
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('CzOrigin')).toBe('Web');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('CzVersion')).toBeNull();
  });

  it('sends the bearer token and the stored storage version', async () => {
    logIn();
    writeStored(storageKeys.storageVersion, '3');
    await request('GET', '/api/x');
    expect(sent().headers.get('Authorization')).toBe('Bearer secret-token');
    expect(sent().headers.get('CzVersion')).toBe('3');
  });

  it("sends a request's own token instead of the stored session's", async () => {
    logIn();
    await request('POST', '/api/publicactivities/inscription', { body: {}, token: 'registration-token' });
    expect(sent().headers.get('Authorization')).toBe('Bearer registration-token');
    await request('POST', '/api/publicactivities/inscription', { body: {} });
    expect(sent().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends a JSON body with its content type', async () => {
    await request('POST', '/api/x', { body: { email: 'a@b.c' } });
    expect(sent().init.body).toBe('{"email":"a@b.c"}');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves the content type of a FormData body to the browser', async () => {
    const form = new FormData();
    form.set('a', '1');
    await request('POST', '/api/x', { body: form });
    expect(sent().init.body).toBe(form);
    expect(sent().headers.get('Content-Type')).toBeNull();
  });

  it('sends URL-encoded form data as it is, leaving its content type to the browser', async () => {
    const form = new URLSearchParams({ rqId: '0042AbCdEfGh', saveCardToken: 'tok_1' });
    await request('POST', '/api/x', { body: form });
    expect(sent().init.body).toBe(form);
    expect(sent().headers.get('Content-Type')).toBeNull();
  });

  it('adds the query, leaving out empty values', async () => {
    await request('GET', '/api/x', { query: { count: 2, popular: true, missing: undefined, none: null } });
    expect(sent().url).toBe('/api/x?count=2&popular=true');
  });

  it('calls the configured API origin', async () => {
    configureApi({ origin: 'https://api.club.test' });
    await request('GET', '/api/x');
    expect(sent().url).toBe('https://api.club.test/api/x');
  });

  it('calls relative URLs when the configured origin is the page origin', async () => {
    configureApi({ origin: window.location.origin });
    await request('GET', '/api/x');
    expect(sent().url).toBe('/api/x');
  });
});

describe('answers', () => {
  it('resolves with the parsed JSON, even when ok is false', async () => {
    fetchMock.mockResolvedValue(answer({ body: '{"ok":false,"errorMsg":"Wrong password"}' }));
    await expect(request('POST', '/api/x')).resolves.toEqual({ ok: false, errorMsg: 'Wrong password' });
  });

  it('rejects ok false as rejected with the errorMsg in requestOk', async () => {
    fetchMock.mockResolvedValue(answer({ body: '{"ok":false,"errorMsg":"","redirect":true}' }));
    const error = await failure(requestOk('POST', '/api/x'));
    expect(error.kind).toBe('rejected');
    expect(error.errorMsg).toBe('');
    expect(error.answer).toEqual({ ok: false, errorMsg: '', redirect: true });
  });

  it('treats a network failure as a crash', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(request('GET', '/api/x'))).kind).toBe('crash');
  });

  it('treats an empty body, a null answer and non-JSON as a crash', async () => {
    for (const body of ['', '   ', 'null', '<html>oops</html>']) {
      fetchMock.mockResolvedValue(answer({ body }));
      expect((await failure(request('GET', '/api/x'))).kind).toBe('crash');
    }
  });

  it('carries the errorMsg of a 4xx or 5xx JSON answer as an http error', async () => {
    fetchMock.mockResolvedValue(answer({ status: 403, body: '{"ok":false,"errorMsg":"Wrong access"}' }));
    const error = await failure(request('GET', '/api/x'));
    expect(error).toMatchObject({ kind: 'http', status: 403, errorMsg: 'Wrong access' });
  });

  it('treats a 5xx without errorMsg as a crash', async () => {
    fetchMock.mockResolvedValue(answer({ status: 502, body: '{"message":"bad gateway"}' }));
    expect(await failure(request('GET', '/api/x'))).toMatchObject({ kind: 'crash', status: 502 });
  });
});

describe('401', () => {
  it('clears the session but keeps the language and the cart, and asks for the login with the current path', async () => {
    logIn();
    writeStored(storageKeys.loginMode, true);
    writeStored(storageKeys.language, 'it-IT');
    writeStored(storageKeys.cart, { sales: [] });
    window.history.replaceState(null, '', '/customer-orders?page=2');
    fetchMock.mockResolvedValue(answer({ status: 401, body: '{"ok":false,"errorMsg":"Unauthorized"}' }));

    const error = await failure(request('GET', '/api/shop/customer-orders/7'));

    expect(error.kind).toBe('unauthorized');
    expect(readStored(storageKeys.token)).toBeNull();
    expect(readStored(storageKeys.customer)).toBeNull();
    expect(readStored(storageKeys.loginMode)).toBeNull();
    expect(readStored(storageKeys.language)).toBe('it-IT');
    expect(readStored(storageKeys.cart)).toEqual({ sales: [] });
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: '/customer-orders?page=2', mode: 'login' });
  });

  it("keeps a logged-in customer's session when a call that sent its own token is refused", async () => {
    logIn();
    fetchMock.mockResolvedValue(answer({ status: 401, body: '{"ok":false,"errorMsg":"Unauthorized"}' }));

    const error = await failure(
      request('GET', '/api/publicactivities/1/42', { token: 'registration-token' }),
    );

    expect(error.kind).toBe('unauthorized');
    expect(readStored(storageKeys.token)).toBe('secret-token');
    expect(readStored(storageKeys.customer)).toMatchObject({ id: 7 });
  });

  it('forgets the temporary customer whose own token was refused, and asks for the login', async () => {
    writeStored(storageKeys.customer, {
      id: 42,
      name: 'Marta',
      surname: 'R',
      logo: '',
      children: [],
      currentId: 42,
    });
    writeStored(storageKeys.registrationToken, 'registration-token');
    window.history.replaceState(null, '', '/activity/1');
    fetchMock.mockResolvedValue(answer({ status: 401, body: '{"ok":false,"errorMsg":"Unauthorized"}' }));

    const error = await failure(
      request('GET', '/api/publicactivities/1/42', { token: 'registration-token' }),
    );

    expect(error.kind).toBe('unauthorized');
    expect(readStored(storageKeys.customer)).toBeNull();
    expect(readStored(storageKeys.registrationToken)).toBeNull();
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: '/activity/1', mode: 'login' });
  });
});

describe('storage version', () => {
  it('just stores the first version seen', async () => {
    fetchMock.mockResolvedValue(answer({ headers: { CzVersion: '1' }, body: '{"ok":true,"model":5}' }));
    await expect(request('GET', '/api/x')).resolves.toEqual({ ok: true, model: 5 });
    expect(readStored(storageKeys.storageVersion)).toBe('1');
    expect(store.get(versionNoticeAtom)).toBeNull();
  });

  it('goes on when the version is unchanged', async () => {
    logIn();
    writeStored(storageKeys.storageVersion, '1');
    fetchMock.mockResolvedValue(answer({ headers: { CzVersion: '1' } }));
    await request('GET', '/api/x');
    expect(readStored(storageKeys.token)).toBe('secret-token');
  });

  it('clears the session, stores the new version and the notice, and discards the answer on a change', async () => {
    logIn();
    writeStored(storageKeys.storageVersion, '1');
    writeStored(storageKeys.language, 'es-ES');
    fetchMock.mockResolvedValue(answer({ headers: { CzVersion: '2' }, body: '{"ok":true,"model":5}' }));

    const error = await failure(request('GET', '/api/x'));

    expect(error.kind).toBe('stale-version');
    expect(readStored(storageKeys.token)).toBeNull();
    expect(readStored(storageKeys.customer)).toBeNull();
    expect(readStored(storageKeys.storageVersion)).toBe('2');
    expect(readStored(storageKeys.language)).toBe('es-ES');
    expect(store.get(versionNoticeAtom)).toBe('The system has been updated');
  });
});

describe('global error', () => {
  it('shows the technical-problems text for a crash', () => {
    showGlobalError(new ApiError('crash'));
    expect(store.get(globalErrorAtom)).toBe('Oops! Technical problems. Please try again.');
  });

  it('shows the server errorMsg as it is', () => {
    showGlobalError(new ApiError('rejected', { errorMsg: 'Max players reached' }));
    expect(store.get(globalErrorAtom)).toBe('Max players reached');
    showGlobalError(new ApiError('http', { status: 400, errorMsg: '<b>Bad</b> input' }));
    expect(store.get(globalErrorAtom)).toBe('<b>Bad</b> input');
  });

  it('shows a given message, and the crash text for an empty errorMsg or an unknown failure', () => {
    showGlobalError('Please login or register');
    expect(store.get(globalErrorAtom)).toBe('Please login or register');
    showGlobalError(new ApiError('rejected', { errorMsg: '' }));
    expect(store.get(globalErrorAtom)).toBe('Oops! Technical problems. Please try again.');
    clearGlobalError();
    showGlobalError(new Error('bug'));
    expect(store.get(globalErrorAtom)).toBe('Oops! Technical problems. Please try again.');
  });

  it('shows nothing for failures already handled (401, version change)', () => {
    showGlobalError(new ApiError('unauthorized', { status: 401 }));
    showGlobalError(new ApiError('stale-version'));
    expect(store.get(globalErrorAtom)).toBeNull();
  });

  it('only logs a failed list load', () => {
    loadFailed('orders', new ApiError('crash'));
    expect(console.error).toHaveBeenCalledWith('orders could not be loaded', expect.any(ApiError));
    expect(store.get(globalErrorAtom)).toBeNull();
  });
});

describe('prefetch', () => {
  const products = '/api/shop/list';

  it("hands its answer to the page's first identical GET, which sends nothing", async () => {
    fetchMock.mockResolvedValueOnce(answer({ body: '{"ok":true,"data":[1]}' }));
    prefetch(() => requestOk('GET', products, { query: { startRow: 0 } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(requestOk('GET', products, { query: { startRow: 0 } })).resolves.toEqual({
      ok: true,
      data: [1],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves one GET only: the next one asks again', async () => {
    prefetch(() => request('GET', products));
    await request('GET', products);
    await request('GET', products);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another address, another session or token, another method or after its lifetime', async () => {
    prefetch(() => request('GET', products, { query: { startRow: 0 } }));
    await request('GET', products, { query: { startRow: 30 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    prefetch(() => request('GET', products));
    logIn();
    await request('GET', products);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    prefetch(() => request('GET', products));
    await request('POST', products, { body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(6);

    prefetch(() => request('GET', products));
    await request('GET', products, { token: 'registration-token' });
    expect(fetchMock).toHaveBeenCalledTimes(8);

    jest.spyOn(Date, 'now').mockReturnValue(1_000);
    prefetch(() => request('GET', products));
    jest.spyOn(Date, 'now').mockReturnValue(1_000 + prefetchLifetimeMs + 1);
    await request('GET', products);
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('leaves a failure to the page that takes it, by the usual rules', async () => {
    fetchMock.mockResolvedValueOnce(answer({ status: 500, body: '{"errorMsg":"Sin stock"}' }));
    prefetch(() => requestOk('GET', products));
    const error = await failure(requestOk('GET', products));
    expect(error.kind).toBe('http');
    expect(error.errorMsg).toBe('Sin stock');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('requestFile', () => {
  it('resolves with the file and its name', async () => {
    fetchMock.mockResolvedValue(
      answer({
        body: '%PDF-1.4',
        headers: { 'Content-Disposition': 'attachment; filename="ticket-12.pdf"' },
      }),
    );
    const file = await requestFile('GET', '/api/publictickets/download-ticket/abc');
    expect(file.fileName).toBe('ticket-12.pdf');
    expect(file.blob.size).toBe(8);
    expect(sent().headers.get('Accept')).toBe('*/*');
  });

  it('rejects a failed download with the server errorMsg', async () => {
    fetchMock.mockResolvedValue(answer({ status: 404, body: '{"ok":false,"errorMsg":"Not found"}' }));
    expect(await failure(requestFile('GET', '/api/x'))).toMatchObject({
      kind: 'http',
      errorMsg: 'Not found',
    });
  });
});

describe('saveFile', () => {
  const created = 'blob:http://localhost/file-1';
  let clicked: { href: string; download: string; inDocument: boolean }[];

  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    URL.createObjectURL = jest.fn(() => created);
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('downloads the file under its name through a link in the document, then removes the link', () => {
    const blob = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    saveFile(blob, 'booking-12.ics');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: created, download: 'booking-12.ics', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('frees the object URL once the download has started', () => {
    saveFile(new Blob(['x']), 'file.txt');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(created);
  });
});

describe('download', () => {
  let saved: { download: string; type: string }[];

  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, type: blobs.get(this.href)?.type ?? '' });
    });
  });

  const file = (type: string, disposition?: string) =>
    answer({
      body: 'file',
      headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
    });

  it('saves a PDF, xls, xlsx or csv answer as a download named by its Content-Disposition', async () => {
    const answers = [
      ['application/pdf', 'attachment; filename="ticket-PED-000101.pdf"', 'ticket-PED-000101.pdf'],
      ['application/vnd.ms-excel', 'attachment; filename=fees.xls', 'fees.xls'],
      [
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        "attachment; filename*=UTF-8''cuotas%202026.xlsx",
        'cuotas 2026.xlsx',
      ],
      ['text/csv; charset=utf-8', 'attachment; filename="sales.csv"', 'sales.csv'],
    ] as const;
    for (const [type, disposition, name] of answers) {
      fetchMock.mockResolvedValueOnce(file(type, disposition));
      await expect(download('GET', '/api/file', 'fallback')).resolves.toBe(name);
    }
    expect(saved.map((entry) => entry.download)).toEqual(answers.map(([, , name]) => name));
    expect(saved[0]?.type).toBe('application/pdf');
  });

  it('names a file without a Content-Disposition by the name the caller gives', async () => {
    fetchMock.mockResolvedValueOnce(file('application/pdf'));
    await expect(download('GET', '/api/file', 'invoice.pdf')).resolves.toBe('invoice.pdf');
    expect(saved).toEqual([{ download: 'invoice.pdf', type: 'application/pdf' }]);
  });

  it('saves nothing for a failed call, which rejects with the server errorMsg, or for an answer of another type', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ status: 404, body: '{"ok":false,"errorMsg":"Ticket no encontrado"}' }),
    );
    expect(await failure(download('GET', '/api/file', 'ticket.pdf'))).toMatchObject({
      kind: 'http',
      errorMsg: 'Ticket no encontrado',
    });
    fetchMock.mockResolvedValueOnce(file('text/html'));
    expect((await failure(download('GET', '/api/file', 'ticket.pdf'))).kind).toBe('crash');
    expect(saved).toEqual([]);
  });

  it('knows the download types by their MIME type, whatever their parameters or case', () => {
    expect(isDownloadType('Application/PDF')).toBe(true);
    expect(isDownloadType('text/csv;charset=utf-8')).toBe(true);
    expect(isDownloadType('application/json')).toBe(false);
    expect(isDownloadType('text/plain')).toBe(false);
  });
});
