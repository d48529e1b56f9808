// The API client core and the HTTP rules of document 3, 8 (also document 1, 8): every call sends Accept JSON, the
// bearer token, the storage version (CzVersion) and the client origin (CzOrigin); a 401 logs out and asks for the
// login, a changed storage version clears the session and discards the answer, a missing or unreadable answer is a
// 'crash', errors end in one global error state the host shows, and PDF, xls and csv answers are saved as downloads.
import { atom, getDefaultStore } from 'jotai';
import { apiUrl, setApiOrigin } from '@club/shared-contracts/api-origin';
import { clientOrigin } from '@club/shared-contracts/host-app';
import { getSession, requestLogin } from '@club/shared-contracts/session';
import { clearSession } from '@club/shared-contracts/session-store';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';
import { contractText, contractTexts } from '@club/shared-contracts/texts';

const store = getDefaultStore();

// ---------------------------------------------------------------------------------------------------------------
// Errors

/**
 * Why a call failed: 'unauthorized' (401, the session is cleared and the login requested), 'stale-version' (the
 * server's storage version changed; the answer is discarded), 'crash' (no answer, an empty or unreadable one),
 * 'http' (4xx/5xx with an errorMsg), 'rejected' (a 2xx answer with ok false and its errorMsg).
 */
export type ApiErrorKind = 'unauthorized' | 'stale-version' | 'crash' | 'http' | 'rejected';

/** A failed API call. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  /** The server's errorMsg ('http' and 'rejected'), possibly empty. */
  readonly errorMsg: string | null;
  /** The parsed answer, when there was one (a rejected login carries `redirect`). */
  readonly answer: unknown;

  constructor(
    kind: ApiErrorKind,
    details: { status?: number | null; errorMsg?: string | null; answer?: unknown; cause?: unknown } = {},
  ) {
    super(details.errorMsg || `API call failed: ${kind}`, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.errorMsg = details.errorMsg ?? null;
    this.answer = details.answer;
  }
}

/** True for an ApiError (also one of a given kind). */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// ---------------------------------------------------------------------------------------------------------------
// Global error and version notice (shown by the host)

const globalErrorBaseAtom = atom<string | null>(null);
/** The global error message (HTML) the host's popup shows, or null. */
export const globalErrorAtom = atom((get) => get(globalErrorBaseAtom));

/**
 * The message to show for an error: a crash gives the translated technical-problems text, a server errorMsg
 * itself; null for failures already handled (401 opened the login, a version change shows its notice, an abort).
 */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (isAbort(error)) return null;
  if (isApiError(error)) {
    if (error.kind === 'unauthorized' || error.kind === 'stale-version') return null;
    if ((error.kind === 'http' || error.kind === 'rejected') && error.errorMsg) return error.errorMsg;
  }
  return contractText(contractTexts.crash);
}

/** Shows an error (an ApiError, any thrown value, or a message) in the global error popup. */
export function showGlobalError(errorOrMessage: unknown): void {
  if (!(typeof errorOrMessage === 'string') && !isApiError(errorOrMessage) && !isAbort(errorOrMessage)) {
    // Not an API failure: a bug; the customer sees the crash text and the console keeps the cause.
    console.error(errorOrMessage);
  }
  const message = errorMessage(errorOrMessage);
  if (message !== null) store.set(globalErrorBaseAtom, message);
}

/** Host only: closes the global error popup. */
export function clearGlobalError(): void {
  store.set(globalErrorBaseAtom, null);
}

/** Logs a failed load the specification has no message for (lists, legal texts, posts, gallery). */
export function loadFailed(label: string, error: unknown): void {
  console.error(`${label} could not be loaded`, error);
}

const versionNoticeBaseAtom = atom<string | null>(null);
/** The translated "The system has been updated" notice after a storage version change, or null. */
export const versionNoticeAtom = atom((get) => get(versionNoticeBaseAtom));

/** Host only: closes the version notice. */
export function dismissVersionNotice(): void {
  store.set(versionNoticeBaseAtom, null);
}

// ---------------------------------------------------------------------------------------------------------------
// Configuration

// Where a relative API address is sent from outside a page (the host's server), which has no origin of its own.
let serverBase: string | null = null;

/**
 * Configures the client at start: the API origin (the page's own origin when not given); on the host's server, the
 * base the API's relative addresses are sent to (the addresses the page shows stay relative).
 */
export function configureApi(options: { origin?: string | null; base?: string }): void {
  setApiOrigin(options.origin);
  serverBase = options.base ?? null;
}

/** The address a request goes to: on the server, resolved against its base. */
const sentTo = (url: string): string => (serverBase === null ? url : new URL(url, serverBase).href);

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query string value; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Options of a request: query string values, a JSON (or FormData) body, and a token of its own. */
export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the stored session's: only the registration token of a customer just
   * registered, on the few calls the API takes it on (an activity sign-up that goes on after registering).
   */
  token?: string;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return apiUrl(search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path);
}

/** A body sent as a form (multipart, or URL-encoded), which fetch encodes and labels itself. */
const isFormBody = (body: unknown): body is FormData | URLSearchParams =>
  body instanceof FormData || body instanceof URLSearchParams;

/** The bearer token a request sends: its own, else the stored session's. */
const tokenOf = (options: RequestOptions): string | null =>
  options.token ?? readStored<string>(storageKeys.token);

function headersFor(options: RequestOptions, accept: string): Headers {
  const { body } = options;
  const headers = new Headers({ Accept: accept, CzOrigin: clientOrigin() });
  if (body !== undefined && !isFormBody(body)) headers.set('Content-Type', 'application/json');
  const token = tokenOf(options);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const version = readStored<string>(storageKeys.storageVersion);
  if (version) headers.set('CzVersion', version);
  return headers;
}

function checkStorageVersion(response: Response): void {
  const version = response.headers.get('CzVersion');
  if (!version) return;
  const known = readStored<string>(storageKeys.storageVersion);
  if (known === null) {
    writeStored(storageKeys.storageVersion, version);
    return;
  }
  if (known === version) return;
  // The server's stored data changed shape: the session is cleared and this answer is not trusted.
  clearSession();
  writeStored(storageKeys.storageVersion, version);
  store.set(versionNoticeBaseAtom, contractText(contractTexts.systemUpdated));
  throw new ApiError('stale-version', { status: response.status });
}

function logOutOnUnauthorized(response: Response, ownToken: boolean): void {
  if (response.status !== 401) return;
  // The specification clears local storage on a 401. We clear the session only (cc, ctk, rtk, loginModeOn): the
  // language is the visitor's interface choice, not account data, and the cart is what the customer was about to
  // buy (anonymous checkout is allowed); the login this opens brings them back to it. A call that sent a token of
  // its own (a registration token) says nothing of a stored session, which stays; without one, the temporary
  // customer the refused token came with goes.
  if (!ownToken || !getSession().isLoggedIn) clearSession();
  requestLogin(window.location.pathname + window.location.search + window.location.hash);
  throw new ApiError('unauthorized', { status: 401 });
}

async function send(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const { body, signal } = options;
  let response: Response;
  try {
    response = await fetch(sentTo(urlOf(path, options.query)), {
      method,
      headers: headersFor(options, accept),
      body: body === undefined ? undefined : isFormBody(body) ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError('crash', { cause: error });
  }
  checkStorageVersion(response);
  logOutOnUnauthorized(response, options.token !== undefined);
  return response;
}

function errorMsgOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('errorMsg' in answer)) return null;
  return typeof answer.errorMsg === 'string' ? answer.errorMsg : null;
}

async function parseJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ApiError('crash', { status: response.status, cause: error });
  }
  if (!text.trim()) throw new ApiError('crash', { status: response.status });
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch (error) {
    throw new ApiError('crash', { status: response.status, cause: error });
  }
  // A null answer is the specification's 'crash' as much as a missing one.
  if (answer === null) throw new ApiError('crash', { status: response.status });
  return answer;
}

async function answerOf<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  const answer = await parseJson(response);
  if (!response.ok) {
    const errorMsg = errorMsgOf(answer);
    throw new ApiError(errorMsg === null ? 'crash' : 'http', { status: response.status, errorMsg, answer });
  }
  return answer as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Prefetching: a page's data starts with its code

/** How long a prefetched answer waits for the page that asks for it; an older one is not trusted. */
export const prefetchLifetimeMs = 10_000;

const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();
let prefetching = false;

// The same GET for the same token: another customer's token asks another question.
const prefetchKey = (path: string, options: RequestOptions) =>
  `${tokenOf(options) ?? ''} ${urlOf(path, options.query)}`;

function takePrefetched(key: string): Promise<unknown> | undefined {
  const early = prefetched.get(key);
  prefetched.delete(key);
  return early && Date.now() - early.at <= prefetchLifetimeMs ? early.answer : undefined;
}

/**
 * Starts the GET requests `call` makes now, ahead of the page that will make them: the page's first identical GET
 * (same address, same session, within prefetchLifetimeMs) takes the answer instead of asking again. A route's
 * preload uses it so that the page's data loads alongside its code instead of after it has rendered; what `call`
 * chains on the answer (the page's largest image to preload) runs as it arrives. A failure is left for the page to
 * meet (and show by the usual rules) when it takes the answer.
 */
export function prefetch(call: () => Promise<unknown>): void {
  prefetching = true;
  try {
    // Whoever takes the answer handles its failure; a prefetch no page takes has nobody to tell.
    call().catch(() => undefined);
  } finally {
    prefetching = false;
  }
}

/**
 * Sends a request and resolves with the parsed JSON answer, whatever its `ok`; rejects with an ApiError by the
 * rules above (a 4xx/5xx JSON answer with an errorMsg is 'http', without one 'crash'). A GET that was prefetched
 * takes the prefetched answer.
 */
export function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (method !== 'GET') return answerOf<T>(method, path, options);
  const key = prefetchKey(path, options);
  if (prefetching) {
    const answer = answerOf<T>(method, path, options);
    prefetched.set(key, { answer, at: Date.now() });
    return answer;
  }
  return (takePrefetched(key) as Promise<T> | undefined) ?? answerOf<T>(method, path, options);
}

/** Like `request`, but an answer with `ok: false` rejects as 'rejected' carrying its errorMsg and the answer. */
export async function requestOk<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const answer = await request<T>(method, path, options);
  if (typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === false) {
    throw new ApiError('rejected', { status: 200, errorMsg: errorMsgOf(answer) ?? '', answer });
  }
  return answer;
}

/** A downloaded file (calendar files, tickets, invoices). */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, or null. */
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: the plain filename parameter may still be there.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** Downloads a file (PDF, xls, csv) with the same headers and rules; a failed answer rejects like `request`. */
export async function requestFile(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const response = await send(method, path, options, '*/*');
  if (!response.ok) {
    const answer = await parseJson(response);
    const errorMsg = errorMsgOf(answer);
    throw new ApiError(errorMsg === null ? 'crash' : 'http', { status: response.status, errorMsg, answer });
  }
  const blob = await response.blob();
  if (blob.size === 0) throw new ApiError('crash', { status: response.status });
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/**
 * Saves a file under the given name: the browser's download of an object URL through a temporary link, the URL
 * revoked afterwards so the file's memory is freed.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox follows a click only on a link that is in the document.
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: some browsers start reading the URL only after the click event has finished.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The answers saved as downloads (document 3, 7): PDF, xls (and xlsx) and csv. */
const downloadTypes = [
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
];

/** Whether an answer of this Content-Type is saved as a download. */
export function isDownloadType(contentType: string): boolean {
  return downloadTypes.includes(contentType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * Downloads a PDF, xls or csv answer (document 3, 7) and saves it under the name of its Content-Disposition, or
 * `fallbackName` without one; resolves with the name it was saved under. A failed call rejects like `request`; an
 * answer of another type is not saved and rejects as a crash.
 */
export async function download(
  method: HttpMethod,
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<string> {
  const file = await requestFile(method, path, options);
  if (!isDownloadType(file.blob.type)) throw new ApiError('crash', { status: 200 });
  const fileName = file.fileName ?? fallbackName;
  saveFile(file.blob, fileName);
  return fileName;
}
