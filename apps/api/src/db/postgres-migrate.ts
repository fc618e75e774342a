import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import {
  BULK_LOAD_LOCK_KEY,
  type LockSession,
  lockSession,
  MIGRATION_LOCK_KEY,
  releaseLock,
  takeLock,
} from './advisory-locks';
import { closeConnection } from './pg-client';
import { type DbLog, type RunSql, restoreMissingIndexes } from './restore-indexes';
import { isDatabaseUnavailable, rootCauseMessage } from './unavailable';

/** `host:port` of a postgres:// URL, never its password. */
export const serverAddress = (url: string) => {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
    return `${host}:${parsed.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
};

export const unreachableError = (url: string, cause: unknown) =>
  new Error(`não foi possível conectar ao PostgreSQL em ${serverAddress(url)}: ${rootCauseMessage(cause)}`, {
    cause,
  });

const migrateLocked = async (session: LockSession, migrationsFolder: string, log: DbLog) => {
  await takeLock(session, MIGRATION_LOCK_KEY, log, 'another instance migrating this database');
  try {
    await migrate(drizzle({ client: session }), { migrationsFolder });
    const { rows } = await session.query<{ free: boolean }>('select pg_try_advisory_lock($1) as free', [
      BULK_LOAD_LOCK_KEY,
    ]);
    if (!rows[0]?.free) {
      log.info('a bulk seed is loading ads: it recreates the indexes it dropped when it ends');
      return;
    }
    try {
      const run: RunSql = async (text) => (await session.query<Record<string, unknown>>(text)).rows;
      await restoreMissingIndexes(run, migrationsFolder, log);
    } finally {
      await releaseLock(session, BULK_LOAD_LOCK_KEY);
    }
  } finally {
    await releaseLock(session, MIGRATION_LOCK_KEY);
  }
};

/**
 * Migrates under an advisory lock (replicas booting together take turns; the later ones find the
 * work done), then restores any declared index that is missing, unless a bulk seed is running,
 * which restores its own. Fails with the real reason when the server cannot be reached, rather
 * than with the first migration query that could not run ("Failed query: CREATE SCHEMA…").
 */
export const migratePostgres = async (
  url: string,
  {
    migrationsFolder,
    connectTimeoutMs,
    log,
  }: { migrationsFolder: string; connectTimeoutMs: number; log: DbLog },
) => {
  const session = await lockSession(url, 'sniperads-migrate', connectTimeoutMs).catch((error: unknown) => {
    throw unreachableError(url, error);
  });
  try {
    await migrateLocked(session, migrationsFolder, log).catch((error: unknown) => {
      throw isDatabaseUnavailable(error) ? unreachableError(url, error) : error;
    });
  } finally {
    await closeConnection(session);
  }
};
