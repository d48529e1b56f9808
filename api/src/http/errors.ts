import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error that answers `{ ok: false, errorMsg }` with its own HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** Texts of the error answers that clients may show or match. */
export const ERROR_TEXTS = {
  notFound: 'Not found',
  unauthorized: 'Unauthorized',
  wrongAccess: 'Wrong access',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooLarge: 'The request is too large',
  unsupportedMedia: 'Unsupported content type',
  badJson: 'The request body is not valid JSON',
  badRequest: 'Bad request',
  timeout: 'The request took too long',
  badUrl: 'The address is not valid',
  longUrlPart: 'A part of the address is too long',
  technical: 'Technical problems',
} as const;

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns the first Ajv issue into a sentence such as "email must NOT have more than 200 characters". */
export function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return ERROR_TEXTS.badRequest;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const where = path || context || 'request';
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    const field = path ? `${path}.${issue.params.missingProperty}` : issue.params.missingProperty;
    return `${field} is required`;
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    return `${issue.params.additionalProperty} is not allowed`;
  }
  if (issue.keyword === 'format' && typeof issue.params?.format === 'string') {
    return `${where} must be a valid ${issue.params.format}`;
  }
  // A regular expression means nothing to the person who sees the message.
  if (issue.keyword === 'pattern') return `${where} is not valid`;
  return `${where} ${issue.message ?? 'is not valid'}`;
}

/**
 * The errorMsg of a request Fastify's router refused (frameworkErrors): a fixed text, as Fastify's own messages
 * quote the whole address back.
 */
export function frameworkErrorMessage(error: { code?: string }): string {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return ERROR_TEXTS.longUrlPart;
  if (error.code === 'FST_ERR_BAD_URL') return ERROR_TEXTS.badUrl;
  return ERROR_TEXTS.badRequest;
}

function statusMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ERROR_TEXTS.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ERROR_TEXTS.unsupportedMedia;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ERROR_TEXTS.badJson;
    default:
      break;
  }
  if (status === 429) return ERROR_TEXTS.tooManyAttempts;
  if (status === 404) return ERROR_TEXTS.notFound;
  return error.message || ERROR_TEXTS.badRequest;
}

/** The most of a refused body read (and dropped) so that its client reads the 413; beyond it the connection is cut. */
export const REFUSED_BODY_DRAIN_BYTES = 10 * 1024 * 1024;

/**
 * For a body refused for its size (413): Fastify answers before reading it and asks to close the connection, which
 * the server does as soon as the answer is written, while the client is still sending — the client then gets a reset
 * (EPIPE) instead of the answer. The rest of the body is read and dropped instead, up to
 * {@link REFUSED_BODY_DRAIN_BYTES}, and the connection kept for the client's next request.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const body = request.raw;
  let drained = 0;
  body.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN_BYTES) body.socket.destroy();
  });
  body.resume();
}

/** Installs the JSON error answers: 4xx with a readable errorMsg, 500 logged and never explained. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
    if (error.validation) {
      return reply
        .code(400)
        .send({ ok: false, errorMsg: describeValidation(error.validationContext, error.validation) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ok: false, errorMsg: error.message });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ ok: false, errorMsg: statusMessage(error, status) });
    }
    // Only the error itself is logged: never the body, which may carry passwords or tokens.
    request.log.error(
      { err: error, url: request.routeOptions.url, method: request.method },
      'request failed',
    );
    return reply.code(500).send({ ok: false, errorMsg: ERROR_TEXTS.technical });
  });

  app.setNotFoundHandler((_request: FastifyRequest, reply: FastifyReply) => {
    return reply.code(404).send({ ok: false, errorMsg: ERROR_TEXTS.notFound });
  });
}

/** How long a refused connection may stay open for its client to read the answer. */
const CLIENT_ERROR_LINGER_MS = 5000;

/** The answer to a request Node's HTTP parser refused before Fastify saw it: status and errorMsg. */
export function clientErrorAnswer(code: string | undefined): { status: number; errorMsg: string } {
  // Request line and headers over Node's maxHeaderSize (a huge query string or cookie).
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, errorMsg: ERROR_TEXTS.tooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, errorMsg: ERROR_TEXTS.timeout };
  return { status: 400, errorMsg: ERROR_TEXTS.badRequest };
}

/**
 * Fastify's clientErrorHandler: a request the HTTP parser refused (headers too large, malformed request line, slow
 * client) answers `{ ok: false, errorMsg }` like every other refusal, with the given headers (the version header, as
 * no hook runs for it), on the raw socket, which is then closed.
 */
export function answerClientError(
  error: { code?: string },
  socket: Socket,
  headers: Readonly<Record<string, string>>,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, errorMsg } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ ok: false, errorMsg });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  // The client closes once it has read the answer; one that does not is cut off, so no socket lingers.
  socket.setTimeout(CLIENT_ERROR_LINGER_MS, () => socket.destroy());
}
