import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INGEST_LIMIT_MESSAGES } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, testClient } from '../../../test/helpers/app';
import { createTestDatabase } from '../../../test/helpers/database';
import { expectEnvelope } from '../../../test/helpers/error-envelope';
import { adInput } from '../../../test/helpers/factories';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const PER_MINUTE = 10;
const ingest = { bodyLimit: 16 * 1024 * 1024, adsPerMinute: PER_MINUTE };
/** A collated_results node: one raw item holding `n` ads of the library. */
const grouped = (n: number) => ({ collated_results: Array.from({ length: n }, () => adInput()) });

const send = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], token: string, ads: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/advertisements/ingest', headers: bearer(token), payload: { ads } });

describe('the ingest budget counts ads, per account', () => {
  it('counts a grouped node by its ads and answers 429 with Retry-After in pt-BR (was one ad per node)', async () => {
    const t = await buildTestApp({ ingest });
    try {
      const user = await createUser(t.database);
      const session = await login(t.app, user);
      const created = await testClient(t.app, session).tokens.createToken({
        body: { name: 'Extensão', abilities: ['write:ads'] },
      });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      const first = await send(t.app, created.body.data.token, [grouped(8)]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.created).toBe(8);

      const over = await send(t.app, created.body.data.token, [grouped(3)]);
      const envelope = expectEnvelope(over, 429, 'INGEST_RATE_LIMITED');
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(envelope.message).toBe(INGEST_LIMIT_MESSAGES.rateLimited(PER_MINUTE, retryAfter));

      // What still fits goes through.
      expect((await send(t.app, created.body.data.token, [grouped(2)])).statusCode).toBe(200);

      // Issue 25: revoking the token and creating another started a new budget.
      const revoked = await testClient(t.app, session).tokens.revokeToken({
        params: { id: created.body.data.id },
      });
      expect(revoked.status).toBe(200);
      const again = await testClient(t.app, session).tokens.createToken({
        body: { name: 'Extensão nova', abilities: ['write:ads'] },
      });
      if (again.status !== 201) throw new Error(JSON.stringify(again.body));
      expectEnvelope(await send(t.app, again.body.data.token, [adInput()]), 429, 'INGEST_RATE_LIMITED');

      // Another account has its own budget.
      const other = await createUser(t.database);
      const otherSession = await login(t.app, other);
      const otherToken = await testClient(t.app, otherSession).tokens.createToken({
        body: { name: 'Extensão', abilities: ['write:ads'] },
      });
      if (otherToken.status !== 201) throw new Error(JSON.stringify(otherToken.body));
      expect((await send(t.app, otherToken.body.data.token, [grouped(5)])).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses with 413 a batch that alone holds more ads than a minute allows', async () => {
    const t = await buildTestApp({ ingest });
    try {
      const user = await createUser(t.database);
      const token = (
        await testClient(t.app, await login(t.app, user)).tokens.createToken({
          body: { name: 'Extensão', abilities: ['write:ads'] },
        })
      ).body as { data: { token: string } };
      const res = await send(t.app, token.data.token, [adInput(), grouped(PER_MINUTE)]);
      const envelope = expectEnvelope(res, 413, 'INGEST_BATCH_TOO_LARGE');
      expect(envelope.message).toBe(INGEST_LIMIT_MESSAGES.batchTooLarge(PER_MINUTE + 1, PER_MINUTE));
    } finally {
      await t.close();
    }
  });

  it('keeps the budget in Redis when REDIS_URL is set: another replica sees it', async () => {
    const database = await createTestDatabase();
    const prefix = `sniperads-test-${randomUUID()}:`;
    const replica = async () => {
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          REDIS_URL: 'redis://127.0.0.1:6379',
          REDIS_KEY_PREFIX: prefix,
        },
        {
          jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
          dataDir: mkdtempSync(join(tmpdir(), 'sniperads-test-')),
          webDist: join(tmpdir(), 'sniperads-no-web'),
          ingest,
        },
      );
      const app = await buildApp(config, { database, logger: false });
      await app.ready();
      return app;
    };
    const [a, b] = [await replica(), await replica()];
    try {
      const user = await createUser(database);
      const created = await testClient(a, await login(a, user)).tokens.createToken({
        body: { name: 'Extensão', abilities: ['write:ads'] },
      });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      const token = created.body.data.token;
      expect((await send(a, token, [grouped(7)])).statusCode).toBe(200);
      expectEnvelope(await send(b, token, [grouped(4)]), 429, 'INGEST_RATE_LIMITED');
      expect((await send(b, token, [grouped(3)])).statusCode).toBe(200);
      expectEnvelope(await send(a, token, [adInput()]), 429, 'INGEST_RATE_LIMITED');
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
