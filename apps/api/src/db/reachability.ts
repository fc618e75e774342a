import type pg from 'pg';
import { afterLoopTime } from './loop-time';
import { closeConnection, openConnection } from './pg-client';

/** A result this recent answers the next question: a burst of slow queries asks once. */
const REMEMBER_MS = 250;
/** The probe's connection is closed after this long unused. */
const IDLE_MS = 30_000;

export interface Reachability {
  /** Whether PostgreSQL answers `select 1` on a connection of its own within the deadline. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Tells a slow database from a gone one. It talks over its own single connection, so it is never
 * queued behind the pool's stuck queries; a connection that missed the deadline is dropped (it may
 * be the stuck one) and the next check opens a new one.
 */
export const createReachability = (
  url: string,
  { timeoutMs, connectTimeoutMs }: { timeoutMs: number; connectTimeoutMs: number },
): Reachability => {
  let client: Promise<pg.Client> | null = null;
  let inflight: Promise<boolean> | null = null;
  let last = { at: 0, up: true };
  let idleTimer: NodeJS.Timeout | undefined;

  const drop = (connection: Promise<pg.Client>) => {
    if (client === connection) client = null;
    void connection.then(closeConnection, () => {});
  };

  const probe = async () => {
    clearTimeout(idleTimer);
    client ??= openConnection(url, { applicationName: 'sniperads-api-probe', connectTimeoutMs });
    const connection = client;
    // Failures are answered below (a rejected connection is simply not up).
    connection.catch(() => {});
    let cancelTimer = () => {};
    const deadline = new Promise<false>((resolve) => {
      cancelTimer = afterLoopTime(timeoutMs, () => resolve(false));
    });
    const up = await Promise.race([
      connection
        .then((c) => c.query('select 1'))
        .then(
          () => true as const,
          () => false as const,
        ),
      deadline,
    ]);
    cancelTimer();
    if (up) {
      idleTimer = setTimeout(() => drop(connection), IDLE_MS);
      idleTimer.unref();
    } else drop(connection);
    last = { at: performance.now(), up };
    return up;
  };

  return {
    check: () => {
      if (performance.now() - last.at < REMEMBER_MS) return Promise.resolve(last.up);
      inflight ??= probe().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    close: async () => {
      clearTimeout(idleTimer);
      const connection = client;
      client = null;
      if (connection) await connection.then(closeConnection, () => {});
    },
  };
};
