/**
 * What the log keeps of an error. Drizzle's query errors read "Failed query: <statement> params:
 * <values>" and carry `query` and `params`, and PostgreSQL's `detail` repeats row values ("Key
 * (email)=(…) already exists"): logged as is, they would put emails, phones and password hashes in
 * the log, and a batch insert's statement (megabytes) on every line. Only a short description (how
 * many values were bound, the driver's own first line), the codes (SQLSTATE or the driver's) and
 * the names of the objects involved are kept: never the statement, never the values.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  sqlstate?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: LoggableError;
}

type ErrorLike = Error & {
  params?: unknown;
  code?: unknown;
  statusCode?: unknown;
  constraint_name?: unknown;
  constraint?: unknown;
  table_name?: unknown;
  table?: unknown;
  column_name?: unknown;
  column?: unknown;
};

/** PostgreSQL's error codes: five characters, at least one a digit (23505, 22021, 57P01, XX000). */
const SQLSTATE = /^(?=[A-Z]*\d)[0-9A-Z]{5}$/;
/** How deep a chain of causes is followed (they can loop). */
const MAX_CAUSES = 4;

/** A driver message is one line of words; a longer one quotes input (22P02 repeats the value). */
const MAX_MESSAGE = 200;

/**
 * Drizzle's DrizzleQueryError, whose message is the statement. The drivers' own errors (node-postgres,
 * PGlite) carry the statement in non-logged properties and keep their message (first line only).
 */
const isQueryError = (e: ErrorLike) => e.message.startsWith('Failed query:');

/** What a query error says without its statement or values. */
const queryMessage = (e: ErrorLike) =>
  Array.isArray(e.params) ? `Failed query (${e.params.length} bound values)` : 'Failed query';

const shortMessage = (message: string) => {
  const line = message.split('\n', 1)[0]!;
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}…` : line;
};

/** The stack opens with the message: the same cut, or no stack when the message cannot be found in it. */
const stackOf = (error: Error, message: string) => {
  if (!error.stack || message === error.message) return error.stack;
  return error.stack.includes(error.message) ? error.stack.replace(error.message, message) : undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const loggableError = (error: unknown, depth = 0): LoggableError => {
  if (!(error instanceof Error)) return { type: typeof error, message: 'thrown value is not an Error' };
  const e = error as ErrorLike;
  const code = text(e.code);
  const message = isQueryError(e) ? queryMessage(e) : shortMessage(e.message);
  const out: LoggableError = { type: e.name || e.constructor?.name || 'Error', message };
  const stack = stackOf(e, message);
  if (stack) out.stack = stack;
  if (code && SQLSTATE.test(code)) out.sqlstate = code;
  else if (code) out.code = code;
  const constraint = text(e.constraint_name) ?? text(e.constraint);
  if (constraint) out.constraint = constraint;
  const table = text(e.table_name) ?? text(e.table);
  if (table) out.table = table;
  const column = text(e.column_name) ?? text(e.column);
  if (column) out.column = column;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = loggableError(e.cause, depth + 1);
    // The driver's SQLSTATE is on the cause; lifted so one field answers "which database error".
    out.sqlstate ??= out.cause.sqlstate;
  }
  return out;
};
