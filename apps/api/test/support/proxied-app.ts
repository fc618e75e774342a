import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { openConnection } from '../../src/db/pg-client';
import type { PostgresTimeouts } from '../../src/db/postgres-pool';
import { migrationsFolder } from '../setup/migrations';
import { databaseUrl, TEST_DATABASE_PREFIX } from '../setup/postgres-template';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** The run's PostgreSQL server and migrated template, or null on a PGlite run. */
export const postgresSource = () => {
  const source = inject('testDatabase');
  return source.kind === 'postgres' ? source : null;
};

type Source = NonNullable<ReturnType<typeof postgresSource>>;

/** A database of the test's own: a copy of the template, or an empty one (`fresh`). */
export const createServerDatabase = async (source: Source, { fresh = false } = {}) => {
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  const admin = await openConnection(source.serverUrl, {
    applicationName: 'sniperads-test',
    connectTimeoutMs: 15_000,
  });
  await admin.query(`create database "${name}"${fresh ? '' : ` template "${source.template}"`}`);
  return {
    name,
    url: databaseUrl(source.serverUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};

export interface ProxiedApp {
  app: FastifyInstance;
  database: Database;
  proxy: TcpProxy;
  /** The database's name on the server, to reach it directly (not through the proxy). */
  databaseName: string;
  close(): Promise<void>;
}

/**
 * The whole API on a database of its own that it reaches through a TCP proxy the test controls.
 * `max`: the pool's size (a small pool shows a connection that never comes back to it).
 */
export const buildProxiedApp = async (
  source: Source,
  timeouts: Partial<PostgresTimeouts> = {},
  overrides: Partial<Config> = {},
  { max = 8 }: { max?: number } = {},
): Promise<ProxiedApp> => {
  const server = await createServerDatabase(source);
  const direct = new URL(server.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(server.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const database = await openDatabase({ url: viaProxy.toString(), migrationsFolder, max, timeouts });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '100000',
      LOGIN_ACCOUNT_MAX_ATTEMPTS: '100000',
    },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir: mkdtempSync(join(tmpdir(), 'sniperads-faults-')),
      webDist: join(tmpdir(), 'sniperads-no-web'),
      appUrl: 'http://app.test',
      media: {
        maxBytes: 1024 * 1024,
        fetchTimeoutMs: 1000,
        connectTimeoutMs: 1000,
        thumbnailTimeoutMs: 1000,
        allowPrivate: true,
        retryIntervalSeconds: 0,
      },
      ...overrides,
    },
  );
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    proxy,
    databaseName: server.name,
    close: async () => {
      await proxy.restore();
      await app.close();
      await database.close();
      await proxy.close();
      await server.drop();
    },
  };
};
