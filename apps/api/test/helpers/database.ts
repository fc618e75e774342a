import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { openConnection } from '../../src/db/pg-client';
import { migrationsFolder } from '../setup/migrations';
import { databaseUrl, TEST_DATABASE_PREFIX } from '../setup/postgres-template';

/**
 * Production's deadlines (750 ms for a connection, 600 ms for the reachability probe) turn a
 * machine busy with other test runs into 503s; the suites that test those deadlines
 * (db-faults) open their own pools with them. Here they only bound a hang.
 */
const TEST_POSTGRES_TIMEOUTS = {
  connectTimeoutMs: 15_000,
  waitTimeoutMs: 15_000,
  readyTimeoutMs: 10_000,
};

/**
 * A database of its own for one test file, already migrated: a copy of the run's template
 * database (dropped on close) when a server is configured, else a PGlite started from the run's
 * migrated snapshot. Files never see each other's rows.
 */
export const createTestDatabase = async (
  options: {
    /** PostgreSQL only: read replicas for the database's URL (DATABASE_READ_URLS). */
    readUrls?: (url: string) => string[];
  } = {},
): Promise<Database> => {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = await openAsBlob(source.snapshot);
    return openDatabase({ pgliteDir: null, pgliteLoadDataDir: snapshot, migrationsFolder });
  }
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  const admin = await openConnection(source.serverUrl, {
    applicationName: 'sniperads-test',
    connectTimeoutMs: 15_000,
  });
  await admin.query(`create database "${name}" template "${source.template}"`);
  const url = databaseUrl(source.serverUrl, name);
  const database = await openDatabase({
    url,
    ...(options.readUrls ? { readUrls: options.readUrls(url) } : {}),
    migrationsFolder,
    max: 8,
    timeouts: TEST_POSTGRES_TIMEOUTS,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};
