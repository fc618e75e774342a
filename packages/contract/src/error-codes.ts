/**
 * Every `code` the API puts in its error envelope `{ success: false, message, code }`, each with
 * the HTTP status it is answered with. Statuses are decided here only: the API derives them from
 * the code, and clients switch on the code (the message is pt-BR text for people).
 */
export const ERROR_STATUS = {
  // 400: the request is wrong
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  META_INVALID_PARAMETER: 400,
  META_REJECTED: 400,
  CORRUPT_BODY_ENCODING: 400,
  /** A JSON body nesting deeper than the server reads (refused while it streams, before parsing). */
  JSON_TOO_DEEP: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_BAD_URL: 400,
  /** NUL bytes or lone surrogates in a text: nothing can store or show them. */
  INVALID_CHARACTERS: 400,
  // 401/403: who is asking
  UNAUTHENTICATED: 401,
  FAST_JWT_EXPIRED: 401,
  FORBIDDEN: 403,
  SELF_PROTECTED: 403,
  REGISTRATION_CLOSED: 403,
  /** The account's plan does not allow this (more favorites, folders, hidden interests). */
  PLAN_LIMIT: 403,
  // 404/409: the state of what is asked for
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOKEN_LIMIT: 409,
  TOKEN_REVOKED: 409,
  // 408/413/414/415/431: what was sent cannot be read
  REQUEST_TIMEOUT: 408,
  FILE_TOO_LARGE: 413,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  /** An ingest batch holding more ads (grouped nodes expanded) than the account may send in a minute. */
  INGEST_BATCH_TOO_LARGE: 413,
  /** The address, or one of its path parameters, is longer than the server reads. */
  URI_TOO_LONG: 414,
  UNSUPPORTED_ENCODING: 415,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  // 429: too much, too fast
  RATE_LIMITED: 429,
  /** Too many sign-in attempts for one account, from any address (Retry-After says how long). */
  ACCOUNT_THROTTLED: 429,
  INGEST_RATE_LIMITED: 429,
  META_RATE_LIMITED: 429,
  // 5xx: our side or Meta's
  INTERNAL: 500,
  META_NOT_CONFIGURED: 503,
  META_TOKEN_INVALID: 503,
  META_UNAVAILABLE: 503,
  /** The payment provider did not answer while opening a checkout. */
  PAYMENT_UNAVAILABLE: 503,
  /** The Studio's in-app AI is not configured (no AI_API_URL/AI_API_KEY/AI_MODEL). */
  AI_NOT_CONFIGURED: 503,
  /** The AI provider failed (timeout, refused key, its own rate limit, 5xx); the message says which. */
  AI_UNAVAILABLE: 503,
  /** The database cannot be reached right now (any route; sent with Retry-After). */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<
  string,
  400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 429 | 431 | 500 | 503
>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorStatus = (code: ErrorCode): ErrorStatus => ERROR_STATUS[code];

/**
 * Answered by any route before its own code runs, when the request cannot be read (malformed HTTP
 * or JSON, too large, too slow, wrong content type or encoding, bad or too long URL, text with
 * characters nothing can store); routes do not list these one by one.
 */
export const TRANSPORT_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_CHARACTERS',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'CORRUPT_BODY_ENCODING',
  'JSON_TOO_DEEP',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_BAD_URL',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'UNSUPPORTED_ENCODING',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
] as const satisfies readonly ErrorCode[];
