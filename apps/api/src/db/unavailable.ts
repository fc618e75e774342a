/**
 * "The database cannot be reached": what the API answers as 503 SERVICE_UNAVAILABLE instead of a
 * 500, because retrying later is the right thing for the client to do.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors of a server that is gone or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server shutting down, starting up or out of connections: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections; class 08 is
 * "connection exception".
 */
const isUnavailableSqlState = (code: string) =>
  code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code.startsWith('08');

/** Whether an error (or one it wraps, as Drizzle's "Failed query" does) says the database is gone. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)) return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
};

/** The innermost message of an error chain: the driver's words, not Drizzle's "Failed query: …". */
export const rootCauseMessage = (error: unknown): string => {
  let current = error;
  for (let depth = 0; depth < 6; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    current = cause;
  }
  if (current instanceof Error) {
    const { code } = current as { code?: unknown };
    const text = current.message || (typeof code === 'string' ? code : current.name);
    return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
  }
  return String(current);
};
