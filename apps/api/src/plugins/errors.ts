import { AUTH_MESSAGES, type ErrorBody, type FieldErrors } from '@sniperads/contract';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodError } from 'zod';
import { AppError } from '../lib/app-error';

const GENERIC_500 = 'Erro interno do servidor';

/** Messages for Fastify's own client errors, so nothing reaches a user in English. */
const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'O conteúdo enviado é grande demais.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado. Envie JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Tamanho do conteúdo inválido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'O corpo da requisição JSON está vazio.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'JSON inválido no corpo da requisição.' },
  CORRUPT_BODY_ENCODING: {
    status: 400,
    message: 'Corpo comprimido corrompido: não foi possível descompactar (gzip).',
  },
  FST_ERR_BAD_URL: { status: 400, message: 'Endereço inválido.' },
  FAST_JWT_EXPIRED: { status: 401, message: AUTH_MESSAGES.unauthenticated },
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

export const errorHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof RequestValidationError) {
    const errors = fieldErrors(error.body, error.query, error.pathParams, error.headers);
    const first = Object.values(errors)[0]?.[0] ?? 'Dados inválidos.';
    return send(reply, 400, { success: false, message: first, code: 'VALIDATION_ERROR', errors });
  }
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
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known)
    return send(reply, known.status, { success: false, message: known.message, code: fastifyError.code });
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status, {
      success: false,
      message: status === 429 ? AUTH_MESSAGES.tooManyAttempts : 'Requisição inválida.',
      code: fastifyError.code ?? 'BAD_REQUEST',
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { success: false, message: GENERIC_500, code: 'INTERNAL' });
};

/** One error envelope and one 404 for the whole API. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);
