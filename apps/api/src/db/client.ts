import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { CHANGES_CHANNEL, type ChangeHandlers, type ChangeListener, listenPostgres } from './change-feed';
import { lockDataDir } from './pglite-lock';
import { PLANNER_SETTINGS } from './planner-settings';
import { DEFAULT_POSTGRES_TIMEOUTS, openPostgresPool, type PostgresTimeouts } from './postgres-pool';
import { openReadRouting, type ReadRouting } from './read-replicas';
import { type DbLog, restoreMissingIndexes, stderrLog } from './restore-indexes';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; features only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * Reads of shared data (the rule and its routes: docs/architecture.md, "Reads on replicas"): a
   * serving replica of `DATABASE_READ_URLS`, else the primary. Without replicas, `db` itself.
   */
  readDb: Db;
  /** The replicas behind `readDb`; null without `DATABASE_READ_URLS` (and on PGlite). */
  replicas: ReadRouting | null;
  driver: 'postgres' | 'pglite';
  /**
   * Applies pending migrations (under an advisory lock on PostgreSQL) and recreates any declared
   * index that is missing; says so on `log` (stderr by default).
   */
  migrate(log?: DbLog): Promise<void>;
  /** `select 1` within the ready deadline. */
  ping(): Promise<boolean>;
  /**
   * Follows the change feed (db/change-feed.ts). PostgreSQL: on a connection of its own, live once
   * it listens (resolves after the first attempt, live or not; it keeps retrying). PGlite: in
   * process, where a notification reaches its handler before the writing query returns.
   */
  listenChanges(handlers: ChangeHandlers, options: { heartbeatMs: number }): Promise<ChangeListener>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `null` keeps it in memory. */
  pgliteDir?: string | null;
  /** A PGlite data directory tarball (`dumpDataDir()`) to start from instead of an empty cluster. */
  pgliteLoadDataDir?: Blob | undefined;
  /** Pool size on PostgreSQL. */
  max?: number;
  /** PostgreSQL only: standbys for `readDb` (DATABASE_READ_URLS). */
  readUrls?: string[];
  /** A replica lagging more than this serves no reads (DB_REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs?: number;
  /** PostgreSQL only: fail-fast limits (DEFAULT_POSTGRES_TIMEOUTS for the ones left out). */
  timeouts?: Partial<PostgresTimeouts>;
  /** Folder of the generated SQL migrations. */
  migrationsFolder: string;
}

/** Each replica-routed `readDb` and its primary's `db`. */
const primaries = new WeakMap<object, Db>();

/**
 * The database a read path's own writes go to: the primary behind a `readDb`, else `db` itself.
 * Reads that first bring the ads' summaries up to date (`ad_summaries_fold`, `offer_stats_refresh`)
 * write with it; a standby refuses writes.
 */
export const primaryOf = <D extends DbOrTx>(db: D): D | Db => primaries.get(db) ?? db;

/** DB_REPLICA_MAX_LAG_MS's default. */
export const DEFAULT_REPLICA_MAX_LAG_MS = 2000;

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const { migrationsFolder } = options;
  if (options.url) {
    const url = options.url;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migratePostgres } = await import('./postgres-migrate');
    const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
    const pool = openPostgresPool(url, { max: options.max ?? 10, timeouts });
    const db = drizzle({ client: pool.pool, schema });
    const max = options.max ?? 10;
    const replicas =
      options.readUrls && options.readUrls.length > 0
        ? openReadRouting({
            primary: pool,
            primaryUrl: url,
            replicaUrls: options.readUrls,
            max,
            timeouts,
            maxLagMs: options.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS,
          })
        : null;
    // The first verdict before the first request: until then the primary serves every read.
    await replicas?.check();
    const readDb = (replicas ? drizzle({ client: replicas.pool, schema }) : db) as unknown as Db;
    if (readDb !== (db as unknown as Db)) primaries.set(readDb, db as unknown as Db);
    return {
      db: db as unknown as Db,
      readDb,
      replicas,
      driver: 'postgres',
      migrate: (log = stderrLog) =>
        migratePostgres(url, { migrationsFolder, connectTimeoutMs: timeouts.connectTimeoutMs, log }),
      ping: pool.ping,
      listenChanges: async (handlers, { heartbeatMs }) => {
        const { ready, listener } = listenPostgres(
          url,
          { connectTimeoutMs: timeouts.connectTimeoutMs, heartbeatMs },
          handlers,
        );
        pool.onUnreachable(listener.suspect);
        await ready;
        return listener;
      },
      close: async () => {
        await replicas?.close();
        await pool.close();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.pgliteDir) {
    dataDir = join(options.pgliteDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches the files: a second process on them corrupts the database.
    unlock = lockDataDir(dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: options.pgliteLoadDataDir,
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    replicas: null,
    driver: 'pglite',
    migrate: async (log = stderrLog) => {
      await migrate(db, { migrationsFolder });
      await restoreMissingIndexes(
        async (text) => (await client.query<Record<string, unknown>>(text)).rows,
        migrationsFolder,
        log,
      );
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listenChanges: async (handlers) => {
      const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => handlers.onChange(payload));
      handlers.onLive(true);
      return {
        // In process: nothing between the writes and the feed can fail apart.
        suspect: () => {},
        close: async () => {
          handlers.onLive(false);
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
};
