import {
  AUTH_MESSAGES,
  type ErrorBody,
  type ErrorCode,
  errorStatus,
  type FieldErrors,
} from '@sniperads/contract';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodError } from 'zod';
import { AppError } from '../lib/app-error';

const GENERIC_500 = 'Erro interno do servidor';

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
    request.log.info({ err: error }, 'client error');
    // A client error of a plugin we do not translate one by one keeps its own code.
    return send(reply, status, {
      success: false,
      message: status === 429 ? AUTH_MESSAGES.tooManyAttempts : 'Requisição inválida.',
      code: fastifyError.code ?? ('BAD_REQUEST' satisfies ErrorCode),
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, errorStatus('INTERNAL'), { success: false, message: GENERIC_500, code: 'INTERNAL' });
};

/** One error envelope for the whole API. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);
