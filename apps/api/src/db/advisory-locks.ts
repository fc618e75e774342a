import type pg from 'pg';
import { closeConnection, openConnection } from './pg-client';
import type { DbLog } from './restore-indexes';

/**
 * Session advisory lock keys, per database. (The test setup uses 737_210_001 for its templates.)
 * Migrations: replicas booting together take turns, the first migrates, the others find it done.
 */
export const MIGRATION_LOCK_KEY = 737_210_002;
/** Held by a bulk seed while the ads table lacks its indexes, and by start-up while it checks them. */
export const BULK_LOAD_LOCK_KEY = 737_210_003;
/** Taken per transaction by each batch of a background job (db/background-job.ts), one key per job. */
export const DEMO_REMOVAL_LOCK_KEY = 737_210_005;
export const NICHE_REDERIVATION_LOCK_KEY = 737_210_006;
/**
 * 737_210_004 is taken, per transaction, by `ad_summaries_fold()` (migration 0014): one folder of
 * the ad summaries' queue at a time.
 */
/** Per transaction: one daily-digest run at a time across replicas (modules/notifications). */
export const DIGEST_LOCK_KEY = 737_210_007;
/**
 * 737_210_008 is taken, per transaction, by `history_partitions_maintain()` (migration 0027): one
 * maintenance of the capture history's months at a time.
 */

/** A connection of its own that keeps its session (and so its locks) until released. */
export const lockSession = (url: string, applicationName: string, connectTimeoutMs = 10_000) =>
  // Index builds and big migrations take as long as they take.
  openConnection(url, { applicationName, connectTimeoutMs, statementTimeoutMs: 0 });

export type LockSession = pg.Client;

/** Takes `key` on `session`, saying so when it has to wait for another holder. */
export const takeLock = async (session: LockSession, key: number, log: DbLog, waitingFor: string) => {
  const { rows } = await session.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    key,
  ]);
  if (rows[0]?.locked) return;
  log.info(`waiting for ${waitingFor} to finish`);
  await session.query('select pg_advisory_lock($1)', [key]);
};

export const releaseLock = async (session: LockSession, key: number) => {
  await session.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
};

/**
 * For `pnpm db:seed`'s bulk path: while it holds this, start-ups leave the missing indexes to it.
 * A killed seed loses its session and with it the lock, and the next start-up restores them.
 */
export const holdBulkLoadLock = async (url: string, log: DbLog) => {
  const session = await lockSession(url, 'sniperads-bulk-load');
  try {
    await takeLock(session, BULK_LOAD_LOCK_KEY, log, 'another bulk load or a start-up index check');
  } catch (error) {
    await closeConnection(session);
    throw error;
  }
  return async () => {
    await releaseLock(session, BULK_LOAD_LOCK_KEY);
    await session.end();
  };
};
