import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  AUTH_MESSAGES,
  type ErrorBody,
  type ErrorCode,
  errorStatus,
  type FieldErrors,
} from '@sniperads/contract';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable, rootCauseMessage } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { loggableError } from '../lib/loggable-error';

const GENERIC_500 = 'Erro interno do servidor';
/** A database that went away is usually back within seconds (restart, failover). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Messages for Fastify's own client errors, so nothing reaches a user in English. */
const FASTIFY_MESSAGES: Partial<Record<ErrorCode, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'O conteúdo enviado é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do conteúdo inválido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição JSON está vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON inválido no corpo da requisição.',
  CORRUPT_BODY_ENCODING: 'Corpo comprimido corrompido: não foi possível descompactar (gzip).',
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FAST_JWT_EXPIRED: AUTH_MESSAGES.unauthenticated,
};

/** Messages for codes a plugin's or Node's own error is answered with (see codeForStatus). */
const STATUS_MESSAGES: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'Requisição inválida.',
  UNAUTHENTICATED: AUTH_MESSAGES.unauthenticated,
  FORBIDDEN: AUTH_MESSAGES.forbidden,
  NOT_FOUND: 'Recurso não encontrado.',
  CONFLICT: 'A operação conflita com o estado atual. Recarregue e tente novamente.',
  REQUEST_TIMEOUT: 'A requisição demorou demais para chegar. Tente novamente.',
  URI_TOO_LONG: 'Endereço longo demais.',
  HEADERS_TOO_LARGE: 'Cabeçalhos da requisição grandes demais.',
  RATE_LIMITED: AUTH_MESSAGES.tooManyAttempts,
  ...FASTIFY_MESSAGES,
};

/** A code of the contract for a 4xx whose own code is not one (plugins, Node): clients switch on codes. */
const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'FST_ERR_CTP_BODY_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    default:
      return 'BAD_REQUEST';
  }
};

const envelope = (code: ErrorCode): ErrorBody => ({
  success: false,
  message: STATUS_MESSAGES[code] ?? 'Requisição inválida.',
  code,
});

const fieldErrors = (...errors: (ZodError | null)[]): FieldErrors => {
  const out: FieldErrors = {};
  for (const error of errors) {
    for (const issue of error?.issues ?? []) {
      const key = issue.path.length ? issue.path.join('.') : '_';
      const list = out[key] ?? [];
      if (!list.includes(issue.message)) list.push(issue.message);
      out[key] = list;
    }
  }
  return out;
};

const send = (reply: FastifyReply, status: number, body: ErrorBody) => reply.status(status).send(body);

/**
 * ts-rest's `requestValidationErrorHandler`: a request the contract's schemas refuse is answered
 * in the envelope, with the first pt-BR message on top and every field's messages in `errors`.
 */
export const requestValidationErrorHandler = (
  error: RequestValidationError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const errors = fieldErrors(error.body, error.query, error.pathParams, error.headers);
  const first = Object.values(errors)[0]?.[0] ?? 'Dados inválidos.';
  return send(reply, errorStatus('VALIDATION_ERROR'), {
    success: false,
    message: first,
    code: 'VALIDATION_ERROR',
    errors,
  });
};

const isKnownFastifyCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && Object.hasOwn(FASTIFY_MESSAGES, code);

const errorHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof AppError) {
    if (error.status === 429)
      reply.header('retry-after', error.retryAfter ?? reply.getHeader('retry-after') ?? '60');
    return send(reply, error.status, {
      success: false,
      message: error.message,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  const fastifyError = error as FastifyError;
  if (isKnownFastifyCode(fastifyError.code)) {
    const code = fastifyError.code;
    return send(reply, errorStatus(code), { success: false, message: FASTIFY_MESSAGES[code]!, code });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: loggableError(error) }, 'client error');
    // A plugin's client error we do not translate one by one: the contract's code for its status.
    const code = codeForStatus(status);
    return send(reply, errorStatus(code), envelope(code));
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug of ours: the client should retry; one warning per request, no stack.
    request.log.warn({ cause: rootCauseMessage(error) }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, errorStatus('SERVICE_UNAVAILABLE'), {
      success: false,
      message: 'Serviço temporariamente indisponível',
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  // Sanitised (no bound values: Drizzle's messages carry emails and password hashes), with the route.
  request.log.error(
    { err: loggableError(error), route: `${request.method} ${request.routeOptions.url ?? request.url}` },
    'unhandled error',
  );
  return send(reply, errorStatus('INTERNAL'), { success: false, message: GENERIC_500, code: 'INTERNAL' });
};

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or hook runs
 * (malformed percent-encoding, a path parameter over maxParamLength), answered in the envelope.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  request.log.info({ err: loggableError(error) }, 'framework error');
  const code: ErrorCode =
    error.code === 'FST_ERR_BAD_URL'
      ? 'FST_ERR_BAD_URL'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'URI_TOO_LONG'
        : codeForStatus(error.statusCode ?? 400);
  return send(reply, errorStatus(code), envelope(code));
};

/**
 * Node counts the request line in maxHeaderSize and says "header overflow" either way; when the
 * request line alone takes most of it, the address is what was too long.
 */
const requestLineOverflowed = (error: ConnectionError) => {
  const raw: unknown = error.rawPacket;
  if (!Buffer.isBuffer(raw)) return false;
  const end = raw.indexOf('\r\n');
  return (end === -1 ? raw.length : end) > maxHeaderSize / 2;
};

const connectionErrorCode = (error: ConnectionError): ErrorCode => {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return requestLineOverflowed(error) ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
};

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused the request (headers over
 * maxHeaderSize, an address longer than that, malformed HTTP, too slow) before Fastify saw it.
 * Only the raw socket is left, so the answer is written by hand, in the envelope.
 */
export const clientErrorHandler = (error: ConnectionError, socket: Socket) => {
  // A reset connection is already gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = connectionErrorCode(error);
  const status = errorStatus(code);
  const body = JSON.stringify(envelope(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/** One error envelope for the whole API. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);
