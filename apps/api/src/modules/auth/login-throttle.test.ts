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
import { type AttemptStore, createMemoryAttemptStore, lockMsFor } from './attempt-store';
import { createRedisAttemptStore } from './attempt-store-redis';
import { slowdownMs } from './login-throttle';

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
/** An address of its own, so the per-address limits never decide these cases. */
const newAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const loginFrom = (t: TestContext, address: string, email: string, password: string) =>
  testClient(t.app, undefined, { remoteAddress: address }).auth.login({ body: { email, password } });
const loginAs = (t: TestContext, email: string, password: string) =>
  loginFrom(t, newAddress(), email, password);

const THROTTLE: Pick<Config, 'loginThrottle'> = {
  loginThrottle: {
    maxAttempts: 3,
    windowMinutes: 15,
    addressMaxFailures: 1000,
    slowdownAfter: 1000,
    slowdownStepMs: 0,
    slowdownMaxMs: 0,
  },
};

/** The shared per-account-and-address expectations, for memory and for Redis. */
const accountCases = (label: string, context: () => TestContext) => {
  describe(`per account and address login limit (${label})`, () => {
    it('makes one address wait after 3 attempts on an account, with Retry-After; other addresses are not affected', async () => {
      const t = context();
      const user = await createUser(t.database);
      const here = newAddress();
      for (let i = 0; i < 4; i++)
        expect((await loginFrom(t, here, user.email, 'Errada123')).status).toBe(401);
      // This address waits the first lock out, even with the right password.
      const refused = await loginFrom(t, here, user.email, user.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message: accountThrottledMessage(1),
        code: 'ACCOUNT_THROTTLED',
      });
      expect(accountThrottledMessage(1)).toBe(
        'Muitas tentativas para esta conta. Tente novamente em 1 minuto.',
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The owner elsewhere signs in.
      expect((await loginAs(t, user.email, user.password)).status).toBe(200);
    });

    it('treats an unknown email the same way, so the limit reveals no account', async () => {
      const t = context();
      const email = `ninguem-${randomBytes(4).toString('hex')}@example.com`;
      const here = newAddress();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await loginFrom(t, here, email, 'Errada123')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    });

    it('starts the count again after a successful login', async () => {
      const t = context();
      const user = await createUser(t.database);
      const here = newAddress();
      for (let i = 0; i < 2; i++) await loginFrom(t, here, user.email, 'Errada123');
      expect((await loginFrom(t, here, user.email, user.password)).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await loginFrom(t, here, user.email, 'Errada123')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    });

    it('counts attempts sent in parallel before checking any password', async () => {
      const t = context();
      const user = await createUser(t.database);
      const here = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => loginFrom(t, here, user.email, 'Errada123')),
      );
      // 3 free, and the one that set the lock.
      expect(answers.filter((a) => a.status === 401)).toHaveLength(4);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    });

    it('lets the owner in right after a reset through the emailed link', async () => {
      const t = context();
      const user = await createUser(t.database);
      const here = newAddress();
      for (let i = 0; i < 5; i++) await loginFrom(t, here, user.email, 'Errada123');
      expect((await loginFrom(t, here, user.email, user.password)).status).toBe(429);
      const api = testClient(t.app, undefined, { remoteAddress: here });
      await api.auth.forgotPassword({ body: { email: user.email } });
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
      const token = decodeURIComponent(/token=(\S+)/.exec(mail!.text)![1]!);
      const reset = await api.auth.resetPassword({
        body: { token, password: 'NovaSenha9', password_confirmation: 'NovaSenha9' },
      });
      expect(reset.status).toBe(200);
      expect((await loginFrom(t, here, user.email, 'NovaSenha9')).status).toBe(200);
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
      expect(statuses).toEqual([202, 202, 429]);
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

  it('gates a key: free attempts, then locks that double up to the cap, each lock-setter let through', async () => {
    let now = 0;
    const store = createMemoryAttemptStore(() => now);
    const rule = { windowMs: 3_600_000, free: 2, lockBaseMs: 60_000, lockMaxMs: 180_000 };
    expect(await store.gate('g', rule)).toBe(0);
    expect(await store.gate('g', rule)).toBe(0);
    // The third sets a 1-minute lock and is checked; the next waits it out.
    expect(await store.gate('g', rule)).toBe(0);
    expect(await store.gate('g', rule)).toBe(60_000);
    now += 60_000;
    expect(await store.gate('g', rule)).toBe(0);
    expect(await store.gate('g', rule)).toBe(120_000);
    now += 120_000;
    expect(await store.gate('g', rule)).toBe(0);
    // Capped.
    expect(await store.gate('g', rule)).toBe(180_000);
    await store.clear('g');
    expect(await store.gate('g', rule)).toBe(0);
    expect(await store.peek('nothing')).toEqual({ count: 0, resetInMs: 0 });
  });
});

describe('the rules', () => {
  const s = { slowdownAfter: 10, slowdownStepMs: 250, slowdownMaxMs: 3000 };
  it('slows an account down only past its failures, by steps, up to the cap', () => {
    expect(slowdownMs(0, s)).toBe(0);
    expect(slowdownMs(10, s)).toBe(0);
    expect(slowdownMs(11, s)).toBe(250);
    expect(slowdownMs(14, s)).toBe(1000);
    expect(slowdownMs(1000, s)).toBe(3000);
  });

  it('locks for base, twice base, … up to the cap', () => {
    const rule = { windowMs: 1, free: 5, lockBaseMs: 60_000, lockMaxMs: 900_000 };
    expect([5, 6, 7, 8, 9, 10, 11, 100].map((n) => lockMsFor(n, rule))).toEqual([
      0, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
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

  it('keeps one budget per account and address across replicas', async () => {
    const user = await createUser(replicaA.database);
    const here = newAddress();
    // replicaB reads the same Redis but has its own database: the account need not exist there.
    // Its per-address limit (2 a minute, shared in Redis too) takes its two attempts first.
    for (const replica of [replicaB, replicaB, replicaA, replicaA]) {
      expect((await loginFrom(replica, here, user.email, 'Errada123')).status).toBe(401);
    }
    const refused = await loginFrom(replicaA, here, user.email, user.password);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_THROTTLED' });
    expect((await loginAs(replicaA, user.email, user.password)).status).toBe(200);
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
    const rule = { windowMs: 60_000, free: 1, lockBaseMs: 5_000, lockMaxMs: 20_000 };
    expect(await store.gate('gate', rule)).toBe(0);
    expect(await store.gate('gate', rule)).toBe(0);
    const locked = await store.gate('gate', rule);
    expect(locked).toBeGreaterThan(4_000);
    expect(locked).toBeLessThanOrEqual(5_000);
    expect((await store.peek('gate')).count).toBe(2);
    await store.clear('gate');
    expect(await store.gate('gate', rule)).toBe(0);
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
      const here = newAddress();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await loginFrom(t, here, user.email, 'Errada123')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
