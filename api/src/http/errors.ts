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

/** Installs the JSON error answers: 4xx with a readable errorMsg, 500 logged and never explained. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
