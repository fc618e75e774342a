import { type ErrorCode, type ErrorStatus, errorStatus, type FieldErrors } from '@sniperads/contract';

export interface AppErrorOptions {
  /** Field -> pt-BR messages, shown next to each input. */
  errors?: FieldErrors | undefined;
  /** Seconds a 429 asks the client to wait (sent as Retry-After). */
  retryAfter?: number | undefined;
}

/**
 * A failure the client caused or may see; mapped to the envelope at the edge. The code decides the
 * HTTP status (ERROR_STATUS in the contract), so services never pick statuses themselves.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly errors: FieldErrors | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus(code);
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new AppError('VALIDATION_ERROR', message, { errors });
export const unauthorized = (message: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new AppError('CONFLICT', message, { errors });
/** The account's plan does not allow this; the message names the limit and the way up. */
export const planLimit = (message: string) => new AppError('PLAN_LIMIT', message);
