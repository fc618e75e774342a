import postgres from 'postgres';
import { afterLoopTime } from './loop-time';

/** A result this recent answers the next question: a burst of slow queries asks once. */
const REMEMBER_MS = 250;

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
  let client: postgres.Sql | null = null;
  let inflight: Promise<boolean> | null = null;
  let last = { at: 0, up: true };

  const open = () =>
    postgres(url, {
      max: 1,
      connect_timeout: connectTimeoutMs / 1000,
      idle_timeout: 30,
      fetch_types: false,
      backoff: false,
      onnotice: () => {},
      connection: { application_name: 'sniperads-api-probe' },
    });

  const probe = async () => {
    client ??= open();
    const sql = client;
    const query = sql`select 1`;
    let cancelTimer = () => {};
    const deadline = new Promise<false>((resolve) => {
      cancelTimer = afterLoopTime(timeoutMs, () => resolve(false));
    });
    const up = await Promise.race([
      query.then(
        () => true as const,
        () => false as const,
      ),
      deadline,
    ]);
    cancelTimer();
    if (!up && client === sql) {
      client = null;
      void sql.end({ timeout: 0 }).catch(() => {});
    }
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
      const sql = client;
      client = null;
      await sql?.end({ timeout: 0 });
    },
  };
};
