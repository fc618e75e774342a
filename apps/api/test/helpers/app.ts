import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { testClient } from './client';
import { createTestDatabase } from './database';
import { createApiToken, createUser, type TestUser, type UserOptions } from './factories';
import { useFixture } from './fixture';

export { bearer, expectStatus, sendAds, type TestClient, testClient } from './client';
export { createApiToken, createUser, DEFAULT_PASSWORD } from './factories';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The whole API on a database of the file's own, answering through `app.inject`. */
export const buildTestApp = async (
  overrides: Partial<Config> = {},
  databaseOptions: Parameters<typeof createTestDatabase>[0] = {},
): Promise<TestContext> => {
  const database = await createTestDatabase(databaseOptions);
  const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir,
      webDist: join(tmpdir(), 'sniperads-no-web'),
      // Whether this checkout built the extension must not change what the tests see.
      extension: { distDir: join(tmpdir(), 'sniperads-no-extension'), storeUrl: null },
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

/** Media settings that download from this machine's test servers and retry without waiting. */
export const localMedia = (env: Record<string, string> = {}): Pick<Config, 'media'> => ({
  media: {
    ...loadConfig({ MEDIA_FETCH_ALLOW_PRIVATE: 'true', ...env }, { jwtSecret: 'x'.repeat(40) }).media,
    retryIntervalSeconds: 0,
  },
});

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

/** A new user's API token (the extension's), with `abilities`, and a client calling with it. */
export const tokenSession = async (t: TestContext, abilities?: string[]): Promise<UserSession> => {
  const user = await createUser(t.database);
  const token = await createApiToken(t.database, user.id, abilities);
  return { user, token, api: testClient(t.app, token) };
};

/**
 * The file's app (see buildTestApp), built before its tests and closed after them. `overrides` may
 * be a function, to read what an earlier fixture started (a fake server's URL).
 */
export const useTestApp = (overrides: Partial<Config> | (() => Partial<Config>) = {}): TestContext =>
  useFixture(
    'the test app',
    () => buildTestApp(typeof overrides === 'function' ? overrides() : overrides),
    (t) => t.close(),
  );

/** A new user's session (see userSession), opened before the file's tests for them to share. */
export const useSession = (t: TestContext, options: UserOptions = {}): UserSession =>
  useFixture('the session', () => userSession(t, options));
