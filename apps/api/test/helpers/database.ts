import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export const testDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || inject('containerDatabaseUrl') || null;

/**
 * A database of its own for one test file: a fresh Postgres database (dropped afterwards) when a
 * server is configured, else an in-memory PGlite. Tests never see each other's rows.
 */
export const createTestDatabase = async (): Promise<Database> => {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: null, migrationsFolder });
    await database.migrate();
    return database;
  }
  const name = `sniperads_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), migrationsFolder, max: 8 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};
