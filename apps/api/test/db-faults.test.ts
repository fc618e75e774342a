import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../src/db/pg-client';
import { bearer, createUser, DEFAULT_PASSWORD, login } from './helpers/app';
import { until } from './helpers/until';
import { buildProxiedApp, type ProxiedApp, postgresSource } from './support/proxied-app';

/**
 * PostgreSQL going away under load, between the API and the server: every request answers 503
 * within 2 s, /api/ready within 1 s, and the API recovers by itself once the server is back. Needs
 * a PostgreSQL server (TEST_DATABASE_URL or a container); skipped on a PGlite run.
 */
const source = postgresSource();

const UNAVAILABLE = {
  success: false,
  message: 'Serviço temporariamente indisponível',
  code: 'SERVICE_UNAVAILABLE',
};
/** The promises, asserted as such; the measured figures are printed. */
const REQUEST_LIMIT_MS = 2000;
const READY_LIMIT_MS = 1000;
const RECOVERY_LIMIT_MS = 5000;
const CONCURRENT_REQUESTS = 40;

let t: ProxiedApp;
let token: string;
let credentials: { email: string; password: string };

/** What users do all day: who am I, my folders, a search, a new folder, a login. */
const traffic = (): InjectOptions[] => [
  { method: 'GET', url: '/api/auth/me', headers: bearer(token) },
  { method: 'GET', url: '/api/folders/', headers: bearer(token) },
  { method: 'GET', url: '/api/advertisements/?search=emagrecer', headers: bearer(token) },
  { method: 'POST', url: '/api/folders/', headers: bearer(token), payload: { name: 'Durante a queda' } },
  { method: 'POST', url: '/api/auth/', payload: credentials },
];

const timed = async (request: InjectOptions) => {
  const started = performance.now();
  const res = await t.app.inject(request);
  return { res, ms: Math.round(performance.now() - started) };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Breaks the path to PostgreSQL, measures the answers, restores it and measures the recovery. */
const outage = async (kind: string, breakIt: () => Promise<void> | void) => {
  expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  await breakIt();

  const ready = await timed({ method: 'GET', url: '/api/ready' });
  expect(ready.res.statusCode).toBe(503);
  expect(ready.res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
  expect(ready.ms).toBeLessThan(READY_LIMIT_MS);

  const requests = traffic();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT_REQUESTS }, (_, i) => timed(requests[i % requests.length]!)),
  );
  for (const { res } of answers) {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
  }
  const times = answers.map((a) => a.ms);
  expect(Math.max(...times)).toBeLessThan(REQUEST_LIMIT_MS);

  const restored = performance.now();
  await t.proxy.restore();
  await until(
    'the API answers again',
    async () => (await t.app.inject(requests[0]!)).statusCode,
    (status) => status === 200,
    RECOVERY_LIMIT_MS * 2,
  );
  const recoveryMs = Math.round(performance.now() - restored);
  expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  const write = await t.app.inject({ ...requests[3]!, payload: { name: `Depois da queda (${kind})` } });
  expect(write.statusCode).toBe(201);

  console.info(
    `[db-faults] ${kind}: /api/ready 503 in ${ready.ms} ms; ${CONCURRENT_REQUESTS} concurrent requests 503 in ` +
      `p50 ${percentile(times, 50)} / max ${Math.max(...times)} ms; recovered ${recoveryMs} ms after the database returned`,
  );
  expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
};

describe.skipIf(!source)('PostgreSQL unavailable under load', () => {
  beforeAll(async () => {
    // The pool's deadlines are what is tested here: with the session cache, /api/auth/me would
    // answer from memory for the moment it takes to notice the outage (change-feed.test.ts covers
    // the cache during outages).
    t = await buildProxiedApp(
      source!,
      {},
      { cache: { ttlSeconds: 0, heartbeatMs: 2000, searchMaxBytes: 0 } },
    );
    const user = await createUser(t.database, { plan: 'pro' });
    credentials = { email: user.email, password: DEFAULT_PASSWORD };
    token = await login(t.app, credentials);
  });
  afterAll(async () => t?.close());

  it('answers 503 fast when the server stops (connections reset, new ones refused), then recovers', async () => {
    await outage('stopped', () => t.proxy.cut());
  });

  it('answers 503 fast when the network drops everything (nothing answers), then recovers', async () => {
    await outage('unreachable', () => t.proxy.stall());
  });

  it('answers 503, never 500, when PostgreSQL ends the sessions (57P01), and carries on', async () => {
    const admin = await openConnection(source!.serverUrl, {
      applicationName: 'sniperads-test',
      connectTimeoutMs: 15_000,
    });
    try {
      const requests = traffic();
      const answers = Promise.all(
        Array.from({ length: CONCURRENT_REQUESTS }, (_, i) => t.app.inject(requests[i % requests.length]!)),
      );
      // What a fast shutdown or a failover does to every session of the database.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [t.databaseName],
      );
      const statuses = (await answers).map((res) => {
        if (res.statusCode === 503) expect(res.json()).toEqual(UNAVAILABLE);
        return res.statusCode;
      });
      expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
      await until(
        'the API answers again',
        async () => (await t.app.inject(requests[0]!)).statusCode,
        (status) => status === 200,
        RECOVERY_LIMIT_MS,
      );
      console.info(
        `[db-faults] sessions terminated mid-traffic: ${statuses.filter((s) => s === 503).length} of ${statuses.length} answered 503, the rest succeeded`,
      );
    } finally {
      await admin.end();
    }
  });

  it('recovers from repeated outages without a restart', async () => {
    for (let round = 1; round <= 3; round++) await outage(`stopped again (${round})`, () => t.proxy.cut());
  });
});
