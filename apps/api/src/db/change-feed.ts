import type pg from 'pg';
import { closeConnection, openConnection } from './pg-client';
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
  /** The connection listening now (or being opened to): each attempt has its own token. */
  let current: object | null = null;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    handlers.onLive(next);
  };

  const lost = (token: object) => {
    if (current !== token) return;
    current = null;
    clearInterval(heartbeatTimer);
    setLive(false);
    if (client) void closeConnection(client);
    client = null;
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryDelay(attempt++));
    retryTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const token = {};
    current = token;
    let opened: pg.Client;
    try {
      opened = await openConnection(url, { applicationName: 'sniperads-api-changes', connectTimeoutMs });
    } catch {
      lost(token);
      return;
    }
    if (current !== token) {
      void closeConnection(opened);
      return;
    }
    client = opened;
    opened.on('notification', ({ channel, payload }) => {
      if (current === token && channel === CHANGES_CHANNEL) handlers.onChange(payload ?? '');
    });
    opened.on('end', () => lost(token));
    opened.on('error', () => lost(token));
    try {
      await opened.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      lost(token);
      return;
    }
    if (current !== token) return;
    attempt = 0;
    setLive(true);
    heartbeatTimer = setInterval(() => {
      void answersWithin(opened.query('select 1'), heartbeatMs / 2).then((ok) => {
        if (!ok) lost(token);
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
        const open = client;
        current = null;
        client = null;
        setLive(false);
        if (open) await closeConnection(open);
      },
    },
  };
};
