import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { testClient } from './client';
import { createTestDatabase } from './database';
import { createUser, type TestUser, type UserOptions } from './factories';

export { bearer, expectStatus, type TestClient, testClient } from './client';
export { createApiToken, createUser, DEFAULT_PASSWORD } from './factories';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The whole API on a database of the file's own, answering through `app.inject`. */
export const buildTestApp = async (overrides: Partial<Config> = {}): Promise<TestContext> => {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir,
      webDist: join(tmpdir(), 'sniperads-no-web'),
      appUrl: 'http://app.test',
      ...overrides,
    },
  );
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Logs in through the API and returns the session's access token. */
export const login = async (app: FastifyInstance, credentials: { email: string; password: string }) => {
  const res = await testClient(app).auth.login({
    body: { email: credentials.email, password: credentials.password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
};

/** A new user (see createUser's options) with an open session and a client calling as them. */
export const userSession = async (t: TestContext, options: UserOptions = {}) => {
  const user: TestUser = await createUser(t.database, options);
  const token = await login(t.app, user);
  return { user, token, api: testClient(t.app, token) };
};

export type UserSession = Awaited<ReturnType<typeof userSession>>;
