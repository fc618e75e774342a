import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; features only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `null` keeps it in memory. */
  pgliteDir?: string | null;
  /** A PGlite data directory tarball (`dumpDataDir()`) to start from instead of an empty cluster. */
  pgliteLoadDataDir?: Blob | undefined;
  /** Pool size for postgres.js. */
  max?: number;
  /** Folder of the generated SQL migrations. */
  migrationsFolder: string;
}

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const { migrationsFolder } = options;
  if (options.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(options.url, {
      max: options.max ?? 10,
      onnotice: () => {},
      connection: { application_name: 'sniperads-api' },
    });
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migrate(db, { migrationsFolder }),
      ping: async () => {
        try {
          await client`select 1`;
          return true;
        } catch {
          return false;
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.pgliteDir) {
    dataDir = join(options.pgliteDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.pgliteLoadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
};
