import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../src/db/pg-client';
import { bearer, createUser, DEFAULT_PASSWORD, login } from './helpers/app';
import { expectEnvelope } from './helpers/error-envelope';
import { until } from './helpers/until';
import { databaseUrl } from './setup/postgres-template';
import { buildProxiedApp, type ProxiedApp, postgresSource } from './support/proxied-app';
import { recordUncaught } from './support/uncaught';

/**
 * PostgreSQL ending the API's session while a request is inside a transaction: a Free account's
 * favorite save waits, in its transaction, on the account's lock (favorites.repo.ts), which the test
 * holds. It must answer 503 in the product's envelope, never end the process (node-postgres emits the
 * lost connection's error outside any caller), and leave every connection of the pool usable. The
 * pool's other ways of losing a connection mid-write (a reset, two at once) are in
 * src/db/postgres-pool-faults.test.ts. Needs a PostgreSQL server;
 * skipped on a PGlite run.
 */
const source = postgresSource();

/** The pool is kept this small so a connection that never comes back to it shows at once. */
const POOL_SIZE = 2;

let t: ProxiedApp;
/** A connection of the test's own, straight to the server: it holds the accounts' locks. */
let holder: pg.Client;
let uncaught: ReturnType<typeof recordUncaught>;

const lockKey = (userId: string) => `favorites:${userId}`;

/** A Free account (its saves run under the per-account lock) with a session. */
const freeAccount = async () => {
  const user = await createUser(t.database, { plan: 'free' });
  const token = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
  return { id: user.id, token };
};

let saves = 0;
const saveFavorite = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/favorites/',
    headers: bearer(token),
    payload: { url: `https://exemplo.com.br/oferta-${++saves}` },
  });

/** The API's backends waiting on an advisory lock: saves held inside their transaction. */
const waitingSaves = async () =>
  (
    await holder.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = $1 and application_name = 'sniperads-api'
       and wait_event_type = 'Lock' and wait_event = 'advisory'`,
      [t.databaseName],
    )
  ).rows;

const expectUnavailable = (res: LightMyRequestResponse) => {
  expect(expectEnvelope(res, 503, 'SERVICE_UNAVAILABLE').message).toBe(
    'Serviço temporariamente indisponível',
  );
  expect(res.headers['retry-after']).toBe('5');
};

/** Every connection of the pool answers: more concurrent reads than connections, all 200. */
const expectPoolWhole = async (token: string) => {
  const answers = await Promise.all(
    Array.from({ length: POOL_SIZE * 3 }, () =>
      t.app.inject({ method: 'GET', url: '/api/favorites/', headers: bearer(token) }),
    ),
  );
  expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
};

describe.skipIf(!source)('PostgreSQL lost while requests are inside a transaction', () => {
  beforeAll(async () => {
    uncaught = recordUncaught();
    // The caches off: the pool is what is tested (change-feed.test.ts covers the caches).
    t = await buildProxiedApp(
      source!,
      {},
      { cache: { ttlSeconds: 0, heartbeatMs: 2000, searchMaxBytes: 0 } },
      { max: POOL_SIZE },
    );
    holder = await openConnection(databaseUrl(source!.serverUrl, t.databaseName), {
      applicationName: 'sniperads-test',
      connectTimeoutMs: 15_000,
    });
  });
  afterAll(async () => {
    uncaught?.stop();
    await holder?.end();
    await t?.close();
  });

  it('answers 503 when the server ends the session mid-transaction, stays up, and saves once it can', async () => {
    const account = await freeAccount();
    await holder.query('select pg_advisory_lock(hashtext($1))', [lockKey(account.id)]);
    const held = saveFavorite(account.token);
    const [waiting] = await until('the save waits on the lock', waitingSaves, (rows) => rows.length === 1);
    // What a fast shutdown, a failover or an administrator does to a session.
    await holder.query('select pg_terminate_backend($1)', [waiting!.pid]);

    expectUnavailable(await held);
    await holder.query('select pg_advisory_unlock_all()');
    expect((await saveFavorite(account.token)).statusCode).toBe(201);
    await expectPoolWhole(account.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(uncaught.messages()).toEqual([]);
  });
});
