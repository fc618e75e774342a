import postgres from 'postgres';
import { answersWithin } from './query-deadline';

/**
 * The channel migration 0013's triggers notify on, inside the writing transaction: PostgreSQL
 * delivers each notification when (and only if) that transaction commits. Payloads are
 * `kind:owner` (`user:<id>`, `session:<user id>`, `favorites:<user id>`, `interests:<user id>`) or
 * a bare kind (`keywords`).
 */
export const CHANGES_CHANNEL = 'sniperads_changes';

export interface ChangeHandlers {
  onChange(payload: string): void;
  /**
   * The feed started or stopped delivering. While it is down a replica cannot know what others
   * write, so caches must not be trusted; notifications missed meanwhile are lost for good, so
   * caches must also forget everything when it comes back.
   */
  onLive(live: boolean): void;
}

export interface ChangeListener {
  /**
   * Something else found the database unreachable: the feed counts as down at once and listens
   * again on a new connection (its own may not have noticed yet).
   */
  suspect(): void;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export interface PostgresListenerOptions {
  connectTimeoutMs: number;
  /**
   * How often the listening connection is asked `select 1`; no answer within half of it: dropped.
   * A network that silently lost its route is noticed within 1.5 × this (sooner when the pool's
   * queries notice first, see `suspect`).
   */
  heartbeatMs: number;
}

/** Retry delays after a lost or refused connection: 100 ms doubling to 2 s. */
const retryDelay = (attempt: number) => Math.min(100 * 2 ** attempt, 2000);

/**
 * LISTEN on a connection of its own (outside the pool, so a busy pool never delays
 * invalidations). A closed connection, a failed connect or a heartbeat left unanswered (a network
 * that silently lost its route) all mean the feed is down until a new connection listens again.
 */
export const listenPostgres = (
  url: string,
  { connectTimeoutMs, heartbeatMs }: PostgresListenerOptions,
  handlers: ChangeHandlers,
): { ready: Promise<void>; listener: ChangeListener } => {
  let closed = false;
  let live = false;
  let attempt = 0;
  let current: postgres.Sql | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    handlers.onLive(next);
  };

  const lost = (sql: postgres.Sql) => {
    if (current !== sql) return;
    current = null;
    clearInterval(heartbeatTimer);
    setLive(false);
    sql.end({ timeout: 0 }).catch(() => {});
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryDelay(attempt++));
    retryTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    // onnotify is postgres.js's hook for notifications (its own listen() uses it), untyped in 3.4.
    const options: postgres.Options<Record<string, postgres.PostgresType>> & {
      onnotify: (channel: string, payload: string) => void;
    } = {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      prepare: false,
      connect_timeout: connectTimeoutMs / 1000,
      onnotice: () => {},
      connection: { application_name: 'sniperads-api-changes' },
      onnotify: (channel, payload) => {
        if (current === sql && channel === CHANGES_CHANNEL) handlers.onChange(payload);
      },
      onclose: () => lost(sql),
    };
    const sql: postgres.Sql = postgres(url, options);
    current = sql;
    try {
      await sql.unsafe(`listen ${CHANGES_CHANNEL}`);
    } catch {
      lost(sql);
      return;
    }
    if (current !== sql) return;
    attempt = 0;
    setLive(true);
    heartbeatTimer = setInterval(() => {
      void answersWithin(sql`select 1`, heartbeatMs / 2).then((ok) => {
        if (!ok) lost(sql);
      });
    }, heartbeatMs);
    heartbeatTimer.unref();
  };

  const ready = connect();
  return {
    ready,
    listener: {
      suspect: () => {
        if (current) lost(current);
      },
      close: async () => {
        closed = true;
        clearTimeout(retryTimer);
        clearInterval(heartbeatTimer);
        const sql = current;
        current = null;
        setLive(false);
        await sql?.end({ timeout: 1 }).catch(() => {});
      },
    },
  };
};
