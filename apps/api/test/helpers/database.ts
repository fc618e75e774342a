import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { migrationsFolder } from '../setup/migrations';
import { databaseUrl, TEST_DATABASE_PREFIX } from '../setup/postgres-template';

/**
 * A database of its own for one test file, already migrated: a copy of the run's template
 * database (dropped on close) when a server is configured, else a PGlite started from the run's
 * migrated snapshot. Files never see each other's rows.
 */
export const createTestDatabase = async (): Promise<Database> => {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = await openAsBlob(source.snapshot);
    return openDatabase({ pgliteDir: null, pgliteLoadDataDir: snapshot, migrationsFolder });
  }
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(source.serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${source.template}"`);
  const database = await openDatabase({
    url: databaseUrl(source.serverUrl, name),
    migrationsFolder,
    max: 8,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};
