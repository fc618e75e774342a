import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginInput } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { apiTokens, type NewUserRow, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { sha256 } from '../../src/lib/secrets';
import { createTestDatabase } from './database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export const buildTestApp = async (overrides: Partial<Config> = {}): Promise<TestContext> => {
  const database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir: mkdtempSync(join(tmpdir(), 'sniperads-test-')),
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
    },
  };
};

export const DEFAULT_PASSWORD = 'Senha123';

let seq = 0;
export const createUser = async (
  database: Database,
  values: Partial<NewUserRow> & { password?: string } = {},
) => {
  seq += 1;
  const { password = DEFAULT_PASSWORD, ...rest } = values;
  const [row] = await database.db
    .insert(users)
    .values({
      name: `Usuário ${seq}`,
      email: `user${seq}-${Date.now()}@example.com`,
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return { ...row!, password };
};

let tokenSeq = 0;
/** An active API token of the user's, as /extensao makes them; returns the raw `sa_…` secret. */
export const createApiToken = async (
  database: Database,
  userId: string,
  abilities: string[] = ['read:ads', 'write:ads', 'write:favorites'],
) => {
  const prefix = `tk${String(++tokenSeq).padStart(10, '0')}`;
  const raw = `sa_${prefix}_${'s'.repeat(40)}`;
  await database.db
    .insert(apiTokens)
    .values({ userId, name: 'Extensão', prefix, secretHash: sha256(raw), abilities });
  return raw;
};

export const login = async (app: FastifyInstance, credentials: LoginInput) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/', payload: credentials });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
