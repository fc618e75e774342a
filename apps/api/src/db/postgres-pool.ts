import { Socket } from 'node:net';
import pg from 'pg';
import { clientClass, connectionConfig } from './pg-client';
import { PLANNER_SETTINGS } from './planner-settings';
import { answersWithin, createDeadlines } from './query-deadline';
import { createReachability } from './reachability';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

export interface PostgresTimeouts {
  /** Opening one connection: TCP, TLS and authentication. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout for the API's queries; 0 leaves the server's setting. */
  statementTimeoutMs: number;
  /**
   * How long a query may wait for a connection, and how long it may go unanswered before the
   * database is checked (and the query failed if it is gone); 0 waits forever.
   */
  waitTimeoutMs: number;
  /** `ping()` (GET /api/ready): its `select 1` fails after this long. */
  readyTimeoutMs: number;
}

/**
 * With the database gone, requests answer 503 within waitTimeoutMs + readyTimeoutMs (the probe),
 * ≈ 1.35 s, under the 2 s promised; /api/ready within readyTimeoutMs, under the 1 s promised.
 */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectTimeoutMs: 2000,
  statementTimeoutMs: 15_000,
  waitTimeoutMs: 750,
  readyTimeoutMs: 600,
};

/**
 * The pool's sockets, so a database that stopped answering can have all of them dropped; and a
 * word when one could not even connect (refused, no route), so waiting queries fail at once.
 */
const socketRegistry = (onRefused: (error: unknown) => void) => {
  const sockets = new Set<Socket>();
  const open = () => {
    const socket = new Socket();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let connected = false;
    socket.once('connect', () => {
      connected = true;
    });
    socket.once('error', (error) => {
      if (!connected && isDatabaseUnavailable(error)) onRefused(error);
    });
    return socket;
  };
  const dropAll = (reason: Error) => {
    for (const socket of sockets) socket.destroy(reason);
  };
  return { open, dropAll };
};

export interface PostgresPool {
  /** For Drizzle: the pool, every query under the deadlines above. */
  pool: pg.Pool;
  ping(): Promise<boolean>;
  /**
   * Calls `fn` whenever the pool finds PostgreSQL unreachable (a connection refused, or a query
   * unanswered and the probe failing); not when the pool is merely busy.
   */
  onUnreachable(fn: () => void): void;
  close(): Promise<void>;
}

export const openPostgresPool = (
  url: string,
  {
    max,
    timeouts,
    applicationName = 'sniperads-api',
  }: { max: number; timeouts: PostgresTimeouts; applicationName?: string },
): PostgresPool => {
  const unreachable = new Set<() => void>();
  const tell = () => {
    for (const fn of unreachable) fn();
  };
  const reachability = createReachability(url, {
    timeoutMs: timeouts.readyTimeoutMs,
    connectTimeoutMs: timeouts.connectTimeoutMs,
  });
  const deadlines = createDeadlines({
    waitMs: timeouts.waitTimeoutMs,
    reachability,
    onGone: () => {
      tell();
      sockets.dropAll(
        new DatabaseUnavailableError(`the database stopped answering (waited ${timeouts.waitTimeoutMs} ms)`),
      );
    },
  });
  const sockets = socketRegistry((error) => {
    tell();
    deadlines.failWaiting(error);
  });
  const Client = clientClass({
    connectTimeoutMs: timeouts.connectTimeoutMs,
    socket: sockets.open,
    watch: deadlines.watch,
  });

  /** pg's Pool, with each wait for a connection under the deadline (its query() takes them here too). */
  class DeadlinePool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(
      callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
    ): void;
    override connect(
      callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
    ): Promise<pg.PoolClient> | undefined {
      const acquired = deadlines.acquire(() => super.connect());
      if (!callback) return acquired;
      acquired.then(
        (client) => callback(undefined, client, () => client.release()),
        (error: Error) => callback(error, undefined, () => {}),
      );
      return undefined;
    }
  }

  const pool = new DeadlinePool({
    ...connectionConfig(url, {
      applicationName,
      connectTimeoutMs: timeouts.connectTimeoutMs,
      settings: PLANNER_SETTINGS,
      ...(timeouts.statementTimeoutMs > 0 ? { statementTimeoutMs: timeouts.statementTimeoutMs } : {}),
    }),
    Client: Client as unknown as new () => pg.ClientBase,
    max,
    idleTimeoutMillis: 60_000,
    maxLifetimeSeconds: 30 * 60,
  });
  // An idle connection that is lost is dropped by the pool, which then says so here: without a
  // listener, that would end the process.
  pool.on('error', () => {});

  return {
    pool,
    ping: () => answersWithin(pool.query('select 1'), timeouts.readyTimeoutMs),
    onUnreachable: (fn) => {
      unreachable.add(fn);
    },
    close: async () => {
      await reachability.close();
      // A connection whose server stopped answering never acknowledges its goodbye.
      const timer = setTimeout(
        () => sockets.dropAll(new DatabaseUnavailableError('the pool was closed')),
        5000,
      );
      await pool.end();
      clearTimeout(timer);
    },
  };
};
