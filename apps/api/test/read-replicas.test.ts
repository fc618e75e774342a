import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReadRouting } from '../src/db/read-replicas';
import { LsnHistory } from '../src/db/replica-monitor';
import { buildTestApp, createUser, type TestContext } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { until } from './helpers/until';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

/**
 * DATABASE_READ_URLS (docs/architecture.md, "Reads on replicas"): which routes read from a replica
 * and which from the primary, counted by the routing itself; a replica lost under load costs no
 * request; with none left the primary serves. The "replicas" here are the test's own database
 * reached through TCP relays the test cuts (a standby's streaming is tested by the cluster test,
 * test/cluster/). On PGlite there are no replicas: `readDb` is `db`.
 */
const onPostgres = inject('testDatabase').kind === 'postgres';

describe('without DATABASE_READ_URLS', () => {
  it('reads and writes share the one database', async () => {
    const database = await createTestDatabase();
    try {
      expect(database.readDb).toBe(database.db);
      expect(database.replicas).toBeNull();
    } finally {
      await database.close();
    }
  });
});

describe('replica lag', () => {
  it('counts how long the primary has held WAL a replica lacks', () => {
    const history = new LsnHistory(10_000);
    history.add(1000, 100n);
    history.add(1500, 200n);
    history.add(2000, 300n);
    expect(history.lagMs(300n, 2100)).toBe(0);
    // Missing what the primary had at 1500 (200): 600 ms behind at 2100.
    expect(history.lagMs(150n, 2100)).toBe(600);
    expect(history.lagMs(50n, 2100)).toBe(1100);
  });
});

type Pool = 'replica' | 'primary';
/** Every read route of shared data, and reads of a user's own things, with the pool that serves them. */
const ROUTES: [string, Pool][] = [
  ['/api/advertisements?search=clinica%20RUN', 'replica'],
  ['/api/advertisements/grouped?search=clinica%20RUN', 'replica'],
  ['/api/offers/domains/exemplo-RUN.com.br', 'replica'],
  ['/api/offers/pages/9RUN', 'replica'],
  ['/api/offers', 'replica'],
  ['/api/advertisements/is-escalated', 'replica'],
  ['/api/keywords?q=RUN', 'replica'],
  ['/api/keywords/search?q=RUN', 'replica'],
  ['/api/keywords/niches', 'replica'],
  ['/api/keywords/stats', 'replica'],
  ['/api/favorites?search=RUN', 'primary'],
  ['/api/folders', 'primary'],
  ['/api/profile', 'primary'],
  ['/api/tokens', 'primary'],
  ['/api/dashboard/stats', 'primary'],
];

describe.skipIf(!onPostgres)('reads on replicas (PostgreSQL)', () => {
  let ctx: TestContext;
  let relays: TcpProxy[];
  let replicas: ReadRouting;
  let token: string;
  let run = 0;

  const get = async (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url: url.replaceAll('RUN', String(++run)),
      headers: { authorization: `Bearer ${token}` },
    });
  const replicaCount = () => replicas.served().replicas.reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    const source = inject('testDatabase');
    const server = new URL(source.kind === 'postgres' ? source.serverUrl : 'postgres://127.0.0.1');
    relays = await Promise.all(
      [0, 1].map(() => startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) })),
    );
    ctx = await buildTestApp(
      {},
      {
        readUrls: (url) =>
          relays.map((relay) => {
            const replica = new URL(url);
            replica.hostname = '127.0.0.1';
            replica.port = String(relay.port);
            return replica.toString();
          }),
      },
    );
    replicas = ctx.database.replicas as ReadRouting;
    const user = await createUser(ctx.database, { role: 'admin' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: user.password },
    });
    token = login.json().data.token;
  });
  afterAll(async () => {
    await ctx?.close();
    for (const relay of relays) await relay.close();
  });

  it('sends reads of shared data to the replicas and a user’s own reads to the primary', async () => {
    for (const [url, pool] of ROUTES) {
      await until(
        'the replicas serve',
        async () => replicas.status(),
        (s) => s.every((r) => r.serving),
      );
      const before = replicaCount();
      const res = await get(url);
      expect([200, 404], `${url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      expect({ url, pool: replicaCount() > before ? 'replica' : 'primary' }).toEqual({ url, pool });
    }
  });

  const serving = () =>
    until(
      'both replicas serve',
      async () => replicas.status(),
      (s) => s.every((r) => r.serving),
    );

  it('after a write, reads go to the primary until the replicas have replayed it', async () => {
    await serving();
    replicas.fence();
    const before = replicas.served();
    expect((await get('/api/advertisements?search=RUN')).statusCode).toBe(200);
    // The fence lifts as soon as a poll (every 5 ms) finds the replicas caught up, which here (the
    // "replicas" relay the primary itself) can happen between the search's own queries: the first
    // read went to the primary, how many more did depends on timing.
    expect(replicas.served().primary).toBeGreaterThan(before.primary);
    await serving();
  });

  it('loses a replica under load without a failed request, and takes it back', async () => {
    await serving();
    const load = Array.from({ length: 60 }, (_, i) =>
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, i * 5));
        return (await get('/api/advertisements?search=RUN')).statusCode;
      })(),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    await relays[0]?.cut();
    expect(new Set(await Promise.all(load))).toEqual(new Set([200]));
    await until(
      'the lost replica is skipped',
      async () => replicas.status(),
      (s) => !s[0]?.serving,
    );
    const before = replicas.served();
    for (let i = 0; i < 6; i++) expect((await get('/api/advertisements?search=RUN')).statusCode).toBe(200);
    expect(replicas.served().replicas[0]).toBe(before.replicas[0]);
    expect(replicas.served().replicas[1]).toBeGreaterThan(before.replicas[1] ?? 0);
    await relays[0]?.restore();
    await serving();
  });

  it('serves from the primary when every replica is gone', async () => {
    await serving();
    for (const relay of relays) await relay.cut();
    try {
      const before = replicas.served();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => get('/api/advertisements?search=RUN')),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(replicas.served().primary).toBeGreaterThanOrEqual(before.primary + 10);
      await until(
        'no replica serves',
        async () => replicas.status(),
        (s) => s.every((r) => !r.serving),
      );
    } finally {
      for (const relay of relays) await relay.restore();
    }
    await serving();
  });
});
