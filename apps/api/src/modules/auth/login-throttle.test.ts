import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { accountThrottledMessage } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  type TestContext,
  testClient,
  useTestApp,
} from '../../../test/helpers/app';
import { until } from '../../../test/helpers/until';
import type { Config } from '../../config';
import { outbox } from '../../db/schema';
import { type AttemptStore, createMemoryAttemptStore } from './attempt-store';
import { createRedisAttemptStore } from './attempt-store-redis';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Whether the machine's Redis answers; its cases are skipped otherwise. */
const redisReachable = async () => {
  const probe = new Redis(LOCAL_REDIS, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};
const hasRedis = await redisReachable();

let addressCounter = 0;
/** A caller from an address of its own, so the per-address limit never decides these cases. */
const fromNewAddress = (t: TestContext) =>
  testClient(t.app, undefined, {
    remoteAddress: `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
  });
const loginAs = (t: TestContext, email: string, password: string) =>
  fromNewAddress(t).auth.login({ body: { email, password } });

const THROTTLE: Pick<Config, 'loginThrottle'> = { loginThrottle: { maxAttempts: 3, windowMinutes: 15 } };

/** The shared per-account expectations, for memory and for Redis. */
const accountCases = (label: string, context: () => TestContext) => {
  describe(`per-account login limit (${label})`, () => {
    it('refuses an account after 3 attempts from different addresses, with Retry-After', async () => {
      const t = context();
      const user = await createUser(t.database);
      for (let i = 0; i < 3; i++) expect((await loginAs(t, user.email, 'Errada123')).status).toBe(401);
      // Even the right password, from yet another address, waits out the window.
      const refused = await loginAs(t, user.email, user.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message: accountThrottledMessage(15),
        code: 'ACCOUNT_THROTTLED',
      });
      expect(accountThrottledMessage(15)).toBe(
        'Muitas tentativas para esta conta. Tente novamente em 15 minutos.',
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Another account is not affected.
      const other = await createUser(t.database);
      expect((await loginAs(t, other.email, other.password)).status).toBe(200);
    });

    it('treats an unknown email the same way, so the limit reveals no account', async () => {
      const t = context();
      const email = `ninguem-${randomBytes(4).toString('hex')}@example.com`;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await loginAs(t, email, 'Errada123')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('starts the count again after a successful login', async () => {
      const t = context();
      const user = await createUser(t.database);
      for (let i = 0; i < 2; i++) await loginAs(t, user.email, 'Errada123');
      expect((await loginAs(t, user.email, user.password)).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await loginAs(t, user.email, 'Errada123')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('counts attempts sent in parallel before checking any password', async () => {
      const t = context();
      const user = await createUser(t.database);
      const answers = await Promise.all(Array.from({ length: 8 }, () => loginAs(t, user.email, 'Errada123')));
      expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    });

    it('lets the owner in right after a reset through the emailed link', async () => {
      const t = context();
      const user = await createUser(t.database);
      for (let i = 0; i < 4; i++) await loginAs(t, user.email, 'Errada123');
      expect((await loginAs(t, user.email, user.password)).status).toBe(429);
      const api = fromNewAddress(t);
      await api.auth.forgotPassword({ body: { email: user.email } });
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
      const token = decodeURIComponent(/token=(\S+)/.exec(mail!.text)![1]!);
      const reset = await api.auth.resetPassword({
        body: { token, password: 'NovaSenha9', password_confirmation: 'NovaSenha9' },
      });
      expect(reset.status).toBe(200);
      expect((await loginAs(t, user.email, 'NovaSenha9')).status).toBe(200);
    });
  });
};

describe('in memory (the default)', () => {
  const t = useTestApp(THROTTLE);
  accountCases('memory', () => t);

  it('limits sign-up per address like login, whatever the answer', async () => {
    const limited = await buildTestApp({ authRateLimit: { max: 2, timeWindow: '1 minute' } });
    try {
      const existing = await createUser(limited.database);
      const api = testClient(limited.app, undefined, { remoteAddress: '10.66.0.1' });
      const body = {
        name: 'Sondagem',
        email: existing.email,
        phone: '11987654321',
        password: 'Segura123',
        password_confirmation: 'Segura123',
      };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await api.auth.register({ body })).status);
      expect(statuses).toEqual([409, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('memory store', () => {
  it('counts within a window and starts again when it ends', async () => {
    let now = 1_000_000;
    const store: AttemptStore = createMemoryAttemptStore(() => now);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 20_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    now += 40_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    await store.clear('k');
    expect((await store.hit('k', 60_000)).count).toBe(1);
  });
});

describe.skipIf(!hasRedis)('with REDIS_URL (local Redis at 127.0.0.1:6379)', () => {
  // A prefix of this run's own: other runs may share the server.
  const keyPrefix = `sniperads-test:${randomBytes(6).toString('hex')}:`;
  const redisConfig = { redis: { url: LOCAL_REDIS, keyPrefix } };
  const replicaA = useTestApp({ ...THROTTLE, ...redisConfig });
  // A second instance of the API on the same database and Redis, as a replica is.
  const replicaB = useTestApp({
    ...THROTTLE,
    ...redisConfig,
    authRateLimit: { max: 2, timeWindow: '1 minute' },
  });
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(LOCAL_REDIS);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  accountCases('redis', () => replicaA);

  it('keeps one budget per account across replicas', async () => {
    const user = await createUser(replicaA.database);
    // replicaB reads the same Redis but has its own database: the account need not exist there.
    for (let i = 0; i < 3; i++) {
      const replica = i % 2 === 0 ? replicaA : replicaB;
      expect((await loginAs(replica, user.email, 'Errada123')).status).toBe(401);
    }
    expect((await loginAs(replicaB, user.email, 'Errada123')).status).toBe(429);
    expect((await loginAs(replicaA, user.email, user.password)).status).toBe(429);
  });

  it('keeps the per-address limit in Redis too', async () => {
    const from = { remoteAddress: '10.55.0.1' };
    const api = testClient(replicaB.app, undefined, from);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await api.auth.forgotPassword({ body: { email: 'x@example.com' } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await api.auth.forgotPassword({ body: { email: 'x@example.com' } });
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(
      /^Muitas tentativas\. Tente novamente em \d+ (segundos?|minutos?)\.$/,
    );
    expect((await redis.keys(`${keyPrefix}auth-rl:*`)).length).toBeGreaterThan(0);
  });

  it('expires a window in Redis and clears it on success', async () => {
    const store = createRedisAttemptStore(redis, keyPrefix);
    const first = await store.hit('unit', 1000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(1000);
    expect((await store.hit('unit', 1000)).count).toBe(2);
    await store.clear('unit');
    expect((await store.hit('unit', 1000)).count).toBe(1);
    // Redis ends the window by itself (the key's TTL): wait for that, not for a fixed time.
    await until(
      'the window expires in Redis',
      () => redis.exists(`${keyPrefix}unit`),
      (n) => n === 0,
      5000,
    );
    expect((await store.hit('unit', 1000)).count).toBe(1);
  });
});

describe('with REDIS_URL while Redis is down', () => {
  it('still limits each account, counting in the process, and lets logins through', async () => {
    // A port nobody listens on: connections are refused at once.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((r) => closed.close(() => r()));
    const t = await buildTestApp({
      ...THROTTLE,
      redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: 'x:' },
    });
    try {
      const user = await createUser(t.database);
      expect((await loginAs(t, user.email, user.password)).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await loginAs(t, user.email, 'Errada123')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
