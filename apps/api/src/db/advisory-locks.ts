import postgres from 'postgres';
import type { DbLog } from './restore-indexes';

/**
 * Session advisory lock keys, per database. (The test setup uses 737_210_001 for its templates.)
 * Migrations: replicas booting together take turns, the first migrates, the others find it done.
 */
export const MIGRATION_LOCK_KEY = 737_210_002;
/** Held by a bulk seed while the ads table lacks its indexes, and by start-up while it checks them. */
export const BULK_LOAD_LOCK_KEY = 737_210_003;
/**
 * 737_210_004 is taken, per transaction, by `ad_summaries_fold()` (migration 0014): one folder of
 * the ad summaries' queue at a time.
 */

/** A connection of its own that keeps its session (and so its locks) until released. */
export const lockSession = (url: string, applicationName: string, connectTimeoutMs = 10_000) =>
  postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: connectTimeoutMs / 1000,
    // Never recycled while the lock is held: that would release it silently.
    idle_timeout: 0,
    max_lifetime: null,
    // Index builds and big migrations take as long as they take.
    connection: { application_name: applicationName, statement_timeout: 0 },
  });

export type LockSession = ReturnType<typeof lockSession>;

/** Takes `key` on `sql`'s session, saying so when it has to wait for another holder. */
export const takeLock = async (sql: LockSession, key: number, log: DbLog, waitingFor: string) => {
  const [row] = await sql<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`;
  if (row?.locked) return;
  log.info(`waiting for ${waitingFor} to finish`);
  await sql`select pg_advisory_lock(${key})`;
};

export const releaseLock = async (sql: LockSession, key: number) => {
  await sql`select pg_advisory_unlock(${key})`.catch(() => {});
};

/**
 * For `pnpm db:seed`'s bulk path: while it holds this, start-ups leave the missing indexes to it.
 * A killed seed loses its session and with it the lock, and the next start-up restores them.
 */
export const holdBulkLoadLock = async (url: string, log: DbLog) => {
  const sql = lockSession(url, 'sniperads-bulk-load');
  try {
    await takeLock(sql, BULK_LOAD_LOCK_KEY, log, 'another bulk load or a start-up index check');
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  return async () => {
    await releaseLock(sql, BULK_LOAD_LOCK_KEY);
    await sql.end({ timeout: 5 });
  };
};
