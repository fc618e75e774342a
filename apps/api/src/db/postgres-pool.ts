import { connect, type Socket } from 'node:net';
import postgres from 'postgres';
import { PLANNER_SETTINGS } from './planner-settings';
import { answersWithin, createDeadlines } from './query-deadline';
import { createReachability } from './reachability';
import { isDatabaseUnavailable } from './unavailable';

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
 * Seconds before reconnecting after a failed attempt. postgres.js grows this to 20 s, which kept
 * requests queued that long during an outage and delayed recovery by as much.
 */
const reconnectDelay = (attempt: number) => Math.min(0.05 * 2 ** attempt, 0.5);

/**
 * The pool's sockets, so a database that stopped answering can have all of them dropped; and a
 * word when one could not even connect (refused, no route), so waiting queries fail at once.
 */
const socketRegistry = (onRefused: (error: unknown) => void) => {
  const sockets = new Set<Socket>();
  let next = 0;
  const open = ({ host, port, path }: { host: string[]; port: number[]; path: string | false }) => {
    const i = next++ % host.length;
    const socket = path ? connect(path) : connect(port[i] ?? 5432, host[i]);
    // postgres.js reads these for TLS's server name, as on the sockets it opens itself.
    Object.assign(socket, { host: host[i], port: port[i] });
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
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return { open, dropAll };
};

export interface PostgresPool {
  /** For Drizzle: the pool with every query under the deadlines above. */
  sql: postgres.Sql;
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
  { max, timeouts }: { max: number; timeouts: PostgresTimeouts },
): PostgresPool => {
  let failWaiting: (error: unknown) => void = () => {};
  const unreachable = new Set<() => void>();
  const tell = () => {
    for (const fn of unreachable) fn();
  };
  const sockets = socketRegistry((error) => {
    tell();
    failWaiting(error);
  });
  const options: postgres.Options<Record<string, postgres.PostgresType>> & {
    socket: typeof sockets.open;
  } = {
    max,
    onnotice: () => {},
    connect_timeout: timeouts.connectTimeoutMs / 1000,
    idle_timeout: 60,
    max_lifetime: 30 * 60,
    backoff: reconnectDelay,
    socket: sockets.open,
    connection: {
      application_name: 'sniperads-api',
      ...PLANNER_SETTINGS,
      ...(timeouts.statementTimeoutMs > 0 ? { statement_timeout: timeouts.statementTimeoutMs } : {}),
    },
  };
  const raw = postgres(url, options);
  const reachability = createReachability(url, {
    timeoutMs: timeouts.readyTimeoutMs,
    connectTimeoutMs: timeouts.connectTimeoutMs,
  });
  const deadlines = createDeadlines({
    waitMs: timeouts.waitTimeoutMs,
    reachability,
    onGone: () => {
      tell();
      sockets.dropAll();
    },
  });
  failWaiting = deadlines.failWaiting;
  const sql = deadlines.wrap(raw);
  return {
    sql,
    ping: () => answersWithin(raw`select 1`, timeouts.readyTimeoutMs),
    onUnreachable: (fn) => {
      unreachable.add(fn);
    },
    close: async () => {
      await reachability.close();
      await raw.end({ timeout: 5 });
    },
  };
};
