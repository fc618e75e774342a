import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './helpers/database';

/** What a leaked secret looks like in a log line. */
export const SECRET_PATTERNS: [string, RegExp][] = [
  ['argon2 hash', /\$argon2(?:id|i|d)\$/],
  ['API token', /\bsa_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{20,}/],
  ['JWT', /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./],
  ['reset link', /redefinir-senha\?token=/],
];

/** The secrets a log holds, by kind, with a little context around each (for the failure message). */
export const secretsIn = (log: string) =>
  SECRET_PATTERNS.flatMap(([kind, pattern]) => {
    const at = log.search(pattern);
    return at === -1 ? [] : [`${kind}: …${log.slice(Math.max(0, at - 120), at + 60)}…`];
  });

export interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Everything logged so far, one JSON object a line. */
  log(): string;
  close(): Promise<void>;
}

/**
 * The whole API as buildTestApp builds it (own database, `app.inject`), but logging at `level`
 * into memory so a test can read what an operator would. Not ready yet: the caller may add
 * routes first, then awaits `app.ready()`.
 */
export const buildAppWithLog = async (
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<LoggedApp> => {
  const lines: string[] = [];
  const database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'debug', AUTH_RATE_LIMIT_MAX: '100000', ...env },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir: mkdtempSync(join(tmpdir(), 'sniperads-test-')),
      webDist: join(tmpdir(), 'sniperads-no-web'),
      appUrl: 'http://app.test',
      ...overrides,
    },
  );
  const app = await buildApp(config, { database, logStream: { write: (line) => lines.push(line) } });
  return {
    app,
    database,
    config,
    log: () => lines.join(''),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
