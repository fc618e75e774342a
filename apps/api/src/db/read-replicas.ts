import pg from 'pg';
import { openPostgresPool, type PostgresPool, type PostgresTimeouts } from './postgres-pool';
import {
  LsnHistory,
  lsnOf,
  type MonitorConnection,
  monitorConnection,
  PRIMARY_LSN_SQL,
  REPLICA_STATE_SQL,
} from './replica-monitor';
import { isDatabaseUnavailable } from './unavailable';

/** How often each replica's state and the primary's WAL position are checked. */
export const REPLICA_CHECK_INTERVAL_MS = 500;
/** After a write (fence), how often and how many times the replicas are asked whether they caught up. */
const FENCE_POLL_MS = 5;
const FENCE_POLLS = 40;

export interface ReplicaStatus {
  /** The URL without its password. */
  url: string;
  /** Answered its last check (or has not failed a query since). */
  up: boolean;
  standby: boolean;
  /** How long WAL the primary holds has been missing here (see LsnHistory); null until checked. */
  lagMs: number | null;
  /** Serves reads now: up, lag within DB_REPLICA_MAX_LAG_MS, not waiting for a write to arrive. */
  serving: boolean;
}

export interface ReadRouting {
  /** For Drizzle: a pool whose queries go to a serving replica, else to the primary. */
  pool: pg.Pool;
  status(): ReplicaStatus[];
  /** Queries dispatched so far: to the primary (no replica could serve) and to each replica. */
  served(): { primary: number; replicas: number[] };
  /**
   * A write committed (this process's, or one the change feed told of): replicas serve again only
   * once they have replayed the primary's WAL as of now, so a read after it never sees the past
   * (and never fills a cache with it).
   */
  fence(): void;
  /** Checks every replica now (also run every REPLICA_CHECK_INTERVAL_MS). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ReadRoutingOptions {
  primary: PostgresPool;
  primaryUrl: string;
  replicaUrls: string[];
  max: number;
  timeouts: PostgresTimeouts;
  maxLagMs: number;
  checkIntervalMs?: number;
}

const redact = (url: string) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(invalid URL)';
  }
};

/** The SQLSTATE the server answered with, through Drizzle's wrapping; null: no answer from the server. */
const sqlStateOf = (error: unknown, depth = 0): string | null => {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlStateOf(cause, depth + 1);
};

/**
 * Whether a read that failed on a standby is sent elsewhere: the standby is gone (no answer from
 * it, or one saying it is shutting down or starting up), or it cancelled the query because it
 * conflicted with the WAL being replayed (SQLSTATE 40001). Any other answer is the query's own.
 */
const retryElsewhere = (error: unknown) => {
  if (isDatabaseUnavailable(error)) return true;
  const state = sqlStateOf(error);
  return state === null || state === '40001';
};

interface Replica {
  url: string;
  pool: PostgresPool;
  monitor: MonitorConnection;
  up: boolean;
  standby: boolean;
  lagMs: number | null;
  replay: bigint | null;
  /** WAL position it must have replayed before serving again: 'pending' while the primary is asked. */
  fence: bigint | 'pending' | null;
  served: number;
}

/**
 * Reads of shared data spread over `DATABASE_READ_URLS` (streaming standbys). A replica serves
 * while it answers its checks and lags at most `maxLagMs`; a query that fails on it because it is
 * gone (the pool's own deadlines say so) or was cancelled by replay is sent again to the next
 * replica, then to the primary: reads are idempotent, so a replica lost under load costs no
 * request. With no replica serving, the primary serves.
 */
export const openReadRouting = (options: ReadRoutingOptions): ReadRouting => {
  const { primary, timeouts, maxLagMs } = options;
  const interval = options.checkIntervalMs ?? REPLICA_CHECK_INTERVAL_MS;
  const monitorOptions = { timeoutMs: timeouts.readyTimeoutMs, connectTimeoutMs: timeouts.connectTimeoutMs };
  const primaryMonitor = monitorConnection(options.primaryUrl, {
    applicationName: 'sniperads-api-replica-check',
    ...monitorOptions,
  });
  const replicas: Replica[] = options.replicaUrls.map((url) => ({
    url: redact(url),
    pool: openPostgresPool(url, { max: options.max, timeouts, applicationName: 'sniperads-api-read' }),
    monitor: monitorConnection(url, { applicationName: 'sniperads-api-replica-check', ...monitorOptions }),
    up: false,
    standby: false,
    lagMs: null,
    replay: null,
    fence: null,
    served: 0,
  }));
  const history = new LsnHistory(maxLagMs * 2 + interval * 4);
  let servedByPrimary = 0;
  let next = 0;
  let closed = false;

  const serving = (r: Replica) => r.up && r.lagMs !== null && r.lagMs <= maxLagMs && r.fence === null;

  const readReplica = async (r: Replica) => {
    const row = await r.monitor.query<{ standby: boolean; replay: string | null }>(REPLICA_STATE_SQL);
    if (!row) {
      r.up = false;
      return;
    }
    r.up = true;
    r.standby = row.standby;
    // Not a standby (the primary itself, or a copy kept some other way): nothing to replay.
    r.replay = row.standby ? lsnOf(row.replay) : (history.latest ?? 0n);
    if (!row.standby) r.lagMs = 0;
    else r.lagMs = r.replay === null ? null : history.lagMs(r.replay, performance.now());
    if (typeof r.fence === 'bigint' && r.replay !== null && r.replay >= r.fence) r.fence = null;
  };

  const primaryLsn = async () =>
    lsnOf((await primaryMonitor.query<{ lsn: string }>(PRIMARY_LSN_SQL))?.lsn ?? null);

  // One check at a time: a standby that stopped answering holds its check up to DB_READY_TIMEOUT_MS.
  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= (async () => {
      const lsn = await primaryLsn();
      if (lsn !== null) history.add(performance.now(), lsn);
      await Promise.all(replicas.map(readReplica));
    })().finally(() => {
      checking = null;
    });
    return checking;
  };

  // Fences: set at once (synchronously, before the next read), settled once the primary's position
  // is known and each replica has replayed it. Fences arriving meanwhile are settled by a new round.
  let fenceGeneration = 0;
  let settling: Promise<void> | null = null;
  const settleFences = async () => {
    while (!closed) {
      const generation = fenceGeneration;
      const lsn = await primaryLsn();
      if (generation !== fenceGeneration) continue;
      for (const r of replicas) {
        // The primary cannot tell: the replicas serve rather than nobody (reads survive it).
        if (r.fence === 'pending') r.fence = lsn;
      }
      if (lsn === null) return;
      history.add(performance.now(), lsn);
      for (let poll = 0; poll < FENCE_POLLS && replicas.some((r) => r.up && r.fence !== null); poll++) {
        if (generation !== fenceGeneration) break;
        await Promise.all(replicas.filter((r) => r.up && r.fence !== null).map(readReplica));
        if (replicas.some((r) => r.up && r.fence !== null))
          await new Promise((resolve) => setTimeout(resolve, FENCE_POLL_MS));
      }
      if (generation === fenceGeneration) return;
    }
  };
  const fence = () => {
    if (closed || replicas.length === 0) return;
    fenceGeneration++;
    for (const r of replicas) r.fence = 'pending';
    settling ??= settleFences().finally(() => {
      settling = null;
    });
  };

  /** The next serving replica, round robin, skipping those in `tried`; null: the primary. */
  const pick = (tried: Set<Replica>) => {
    for (let i = 0; i < replicas.length; i++) {
      const r = replicas[(next + i) % replicas.length] as Replica;
      if (!tried.has(r) && serving(r)) {
        next = (next + i + 1) % replicas.length;
        return r;
      }
    }
    return null;
  };

  const run = async (args: unknown[]): Promise<unknown> => {
    const tried = new Set<Replica>();
    for (;;) {
      const r = pick(tried);
      if (!r) {
        servedByPrimary++;
        return (primary.pool.query as (...a: unknown[]) => Promise<unknown>).apply(primary.pool, args);
      }
      tried.add(r);
      r.served++;
      try {
        return await (r.pool.pool.query as (...a: unknown[]) => Promise<unknown>).apply(r.pool.pool, args);
      } catch (error) {
        if (!retryElsewhere(error)) throw error;
        if (sqlStateOf(error) !== '40001') r.up = false;
      }
    }
  };

  /**
   * pg's Pool as Drizzle sees it (it opens transactions on a Pool); its own connections are never
   * used: queries are routed above, anything holding a connection (a transaction) runs on the primary.
   */
  const readPool = new pg.Pool({ max: 1 });
  readPool.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last !== 'function') return run(args);
    const callback = last as (error: Error | null, result?: unknown) => void;
    run(args.slice(0, -1)).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as pg.Pool['query'];
  readPool.connect = ((...args: unknown[]) =>
    (primary.pool.connect as (...a: unknown[]) => unknown).apply(primary.pool, args)) as pg.Pool['connect'];
  readPool.end = ((callback?: () => void) => {
    if (!callback) return Promise.resolve();
    callback();
    return undefined;
  }) as pg.Pool['end'];

  const timer = setInterval(() => void check(), interval);
  timer.unref();

  return {
    pool: readPool,
    status: () =>
      replicas.map((r) => ({
        url: r.url,
        up: r.up,
        standby: r.standby,
        lagMs: r.lagMs,
        serving: serving(r),
      })),
    served: () => ({ primary: servedByPrimary, replicas: replicas.map((r) => r.served) }),
    fence,
    check,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await Promise.all([settling?.catch(() => {}), checking?.catch(() => {})]);
      await Promise.all([
        primaryMonitor.close(),
        ...replicas.flatMap((r) => [r.monitor.close(), r.pool.close()]),
      ]);
    },
  };
};
