import { Socket } from 'node:net';
import pg from 'pg';
import { afterLoopTime } from './loop-time';
import { DatabaseUnavailableError } from './unavailable';

export interface ConnectionOptions {
  applicationName: string;
  /** Opening the connection: TCP, TLS and authentication, counted on the event loop's time. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout for this session; absent leaves the server's setting. */
  statementTimeoutMs?: number;
  /** Other session settings (`SET name = value` at start-up). */
  settings?: Readonly<Record<string, string>>;
}

/** node-postgres's settings for one of the API's connections to `url`. */
export const connectionConfig = (url: string, options: ConnectionOptions): pg.ClientConfig => {
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`);
  return {
    connectionString: url,
    application_name: options.applicationName,
    // A peer that vanished without a word (a failover, a dropped route) is found by the kernel too.
    keepAlive: true,
    ...(options.statementTimeoutMs !== undefined ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  };
};

export interface ClientHooks {
  connectTimeoutMs: number;
  /** The socket for a new connection, not yet connected (the pool keeps its own to drop them). */
  socket?: () => Socket;
  /** A query was handed to the connection; returns what to call once it has settled. */
  watch?: () => () => void;
}

/** A SQLSTATE the server sent: the query reached PostgreSQL and this is its answer. */
const hasSqlState = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * node-postgres's Client, as every connection of the API uses it:
 * - a lost connection's error is also emitted on the client, where without a listener it ends the
 *   process (a pool only listens while the client is idle in it): it is heard here, and what it
 *   means reaches the queries, which fail with it;
 * - a query that fails because the connection was lost (pg says so in words only: "Connection
 *   terminated unexpectedly", "not queryable") fails as DatabaseUnavailableError, a 503;
 * - opening the connection is bounded on the event loop's time (loop-time.ts), not by pg's
 *   `connectionTimeoutMillis`, whose timer runs before the answer already in the socket is read
 *   when the loop was blocked (a 503 for a connection that was fine);
 * - `hooks.watch` sees each query, for the pool's deadlines (query-deadline.ts).
 */
export const clientClass = (hooks: ClientHooks) =>
  class ApiClient extends pg.Client {
    readonly socket: Socket;
    /** pg reported the connection lost (its `error` or `end` event). */
    private lost = false;

    constructor(config?: pg.ClientConfig) {
      const socket = hooks.socket?.() ?? new Socket();
      super({ ...config, stream: () => socket });
      this.socket = socket;
      this.on('error', () => {
        this.lost = true;
      });
      this.on('end', () => {
        this.lost = true;
      });
    }

    /** The error a query failed with, as the API should see it. */
    private relabel(error: unknown) {
      if (hasSqlState(error) || error instanceof DatabaseUnavailableError) return error;
      // The server closed its side (pg fails the query before it emits `end`): lost as well.
      if (!this.lost && !this.socket.destroyed && !this.socket.readableEnded) return error;
      return new DatabaseUnavailableError('the connection to PostgreSQL was lost', { cause: error });
    }

    // pg's own overloads (promise or callback) are kept: both forms go through here.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(
      callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void),
    ): Promise<pg.Client> | undefined {
      const cancel = afterLoopTime(hooks.connectTimeoutMs, () =>
        this.socket.destroy(
          new DatabaseUnavailableError(`no connection to PostgreSQL within ${hooks.connectTimeoutMs} ms`),
        ),
      );
      const connected = super.connect().finally(cancel);
      if (!callback) return connected;
      connected.then(
        () => (callback as Callback)(null, this),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
      return undefined;
    }

    // pg's seven overloads, as @types/pg declares them (row types default to QueryResultRow where
    // pg's default to any): a stream, a promise, or a callback; all go through one implementation.
    override query<T extends pg.Submittable>(queryStream: T): T;
    override query<R extends unknown[] = unknown[], I = unknown[]>(
      queryConfig: pg.QueryArrayConfig<I>,
      values?: pg.QueryConfigValues<I>,
    ): Promise<pg.QueryArrayResult<R>>;
    override query<R extends pg.QueryResultRow = pg.QueryResultRow, I = unknown>(
      queryConfig: pg.QueryConfig<I>,
    ): Promise<pg.QueryResult<R>>;
    override query<R extends pg.QueryResultRow = pg.QueryResultRow, I = unknown[]>(
      queryTextOrConfig: string | pg.QueryConfig<I>,
      values?: pg.QueryConfigValues<I>,
    ): Promise<pg.QueryResult<R>>;
    override query<R extends unknown[] = unknown[], I = unknown[]>(
      queryConfig: pg.QueryArrayConfig<I>,
      callback: (err: Error, result: pg.QueryArrayResult<R>) => void,
    ): void;
    override query<R extends pg.QueryResultRow = pg.QueryResultRow, I = unknown[]>(
      queryTextOrConfig: string | pg.QueryConfig<I>,
      callback: (err: Error, result: pg.QueryResult<R>) => void,
    ): void;
    override query<R extends pg.QueryResultRow = pg.QueryResultRow, I = unknown[]>(
      queryText: string,
      values: pg.QueryConfigValues<I>,
      callback: (err: Error, result: pg.QueryResult<R>) => void,
    ): void;
    override query(...args: unknown[]): unknown {
      const first = args[0] as { submit?: unknown } | undefined;
      const query = super.query as (...a: unknown[]) => unknown;
      if (typeof first?.submit === 'function') return query.apply(this, args);
      const settled = hooks.watch?.() ?? (() => {});
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: Error | null, result: unknown) => {
          settled();
          (callback as Callback)(error ? (this.relabel(error) as Error) : null, result);
        };
        return query.apply(this, args);
      }
      return (query.apply(this, args) as Promise<unknown>).then(
        (result) => {
          settled();
          return result;
        },
        (error: unknown) => {
          settled();
          throw this.relabel(error);
        },
      );
    }
  };

/** A connection of its own (outside any pool), open and ready. */
export const openConnection = async (url: string, options: ConnectionOptions): Promise<pg.Client> => {
  const Client = clientClass({ connectTimeoutMs: options.connectTimeoutMs });
  const client = new Client(connectionConfig(url, options));
  client.on('notice', () => {});
  await client.connect();
  return client;
};

/** Ends a connection at once: an unanswered one is not waited for. */
export const closeConnection = async (client: pg.Client) => {
  const { socket } = client as InstanceType<ReturnType<typeof clientClass>>;
  if (!socket || socket.destroyed) return;
  const ended = client.end().catch(() => {});
  const cancel = afterLoopTime(1000, () => socket.destroy());
  await ended;
  cancel();
};
