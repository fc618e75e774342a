import type { FieldErrors } from '@sniperads/contract';

/** A failure the client caused or may see; mapped to the envelope at the edge. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /** Seconds a 429 asks the client to wait (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new AppError(409, 'CONFLICT', message, errors);
