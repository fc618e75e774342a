import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import type { ChangeKind } from '../src/plugins/change-feed';
import { createUser, login, testClient, useTestApp } from './helpers/app';
import { createAd } from './helpers/factories';
import { migrationsFolder } from './setup/migrations';
import { createServerDatabase, postgresSource } from './support/proxied-app';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

/**
 * Validated sessions are kept per replica (modules/auth/sessions.service.ts); these prove that
 * ending one, or changing its account, takes effect at once where it happened and as soon as the
 * change feed delivers it everywhere else, and that a replica that cannot hear the feed trusts
 * nothing it kept.
 */

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

/** Resolves when `app` applies a change of `kind` for `owner` (heard from the feed or its own). */
const heard = (app: FastifyInstance, kind: ChangeKind, owner: string) =>
  new Promise<void>((resolve) => app.changes.subscribe(kind, (o) => o === owner && resolve()));

const feedState = (app: FastifyInstance, live: boolean) =>
  new Promise<void>((resolve) => app.changes.onLiveChange((now) => now === live && resolve()));

describe('session cache on one replica', () => {
  const t = useTestApp();

  it('refuses a session as soon as its logout answered', async () => {
    const user = await createUser(t.database);
    const token = await login(t.app, user);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('shows an admin’s plan and role change on the account’s very next request', async () => {
    const user = await createUser(t.database);
    const token = await login(t.app, user);
    expect((await me(t.app, token)).json().data).toMatchObject({ plan: 'free', is_admin: false });
    const admin = await createUser(t.database, { role: 'admin' });
    const api = testClient(t.app, await login(t.app, admin));
    const changed = await api.admin.updateUser({
      params: { id: user.id },
      body: { plan: 'max', is_test: true },
    });
    expect(changed.status).toBe(200);
    expect((await me(t.app, token)).json().data).toMatchObject({ plan: 'max', is_test: true });
    expect((await api.admin.deleteUser({ params: { id: user.id } })).status).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('never answers one account with another’s session', async () => {
    const [a, b] = await Promise.all([createUser(t.database), createUser(t.database)]);
    const [ta, tb] = await Promise.all([login(t.app, a), login(t.app, b)]);
    for (let i = 0; i < 3; i++) {
      const [ra, rb] = await Promise.all([me(t.app, ta), me(t.app, tb)]);
      expect(ra.json().data.id).toBe(a.id);
      expect(rb.json().data.id).toBe(b.id);
    }
  });
});

const source = postgresSource();

describe.skipIf(!source)('session cache across replicas (PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let proxy: TcpProxy;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-feed-'));

  beforeAll(async () => {
    server = await createServerDatabase(source!);
    const direct = new URL(server.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(server.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const open = async (url: string) => {
      const database = await openDatabase({
        url,
        migrationsFolder,
        max: 4,
        timeouts: { connectTimeoutMs: 5000, waitTimeoutMs: 10_000, readyTimeoutMs: 5000 },
      });
      databases.push(database);
      return database;
    };
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_MAX: '100000',
        CHANGE_FEED_HEARTBEAT_MS: '200',
      },
      {
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
        dataDir,
        webDist: join(tmpdir(), 'sniperads-no-web'),
        appUrl: 'http://app.test',
      },
    );
    const dbA = await open(server.url);
    // B queries directly but hears the feed through the proxy, so a test can cut only its feed.
    const dbB = await open(server.url);
    const feedB = await open(viaProxy.toString());
    a = await buildApp(config, { database: dbA, logger: false });
    b = await buildApp(config, { database: { ...dbB, listenChanges: feedB.listenChanges }, logger: false });
    apps.push(a, b);
    await Promise.all(apps.map((app) => app.ready()));
    expect(a.changes.live && b.changes.live).toBe(true);
  });

  afterAll(async () => {
    await proxy?.restore();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await proxy?.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A session on A, already validated (and so cached) by both replicas. */
  const sessionOnBoth = async () => {
    const user = await createUser(databases[0]!);
    const token = await login(a, user);
    for (const app of [a, b, a, b]) expect((await me(app, token)).statusCode).toBe(200);
    return { user, token };
  };

  it('a logout on A is refused by B as soon as B hears it', async () => {
    const { user, token } = await sessionOnBoth();
    const bHeard = heard(b, 'session', user.id);
    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
    await bHeard;
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('a deleted account is refused on both replicas', async () => {
    const { user, token } = await sessionOnBoth();
    const bHeard = heard(b, 'user', user.id);
    expect(await a.users.remove(user.id)).toBe(true);
    expect((await me(a, token)).statusCode).toBe(401);
    await bHeard;
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('a password change on A ends the account’s other sessions on B', async () => {
    const { user, token } = await sessionOnBoth();
    const other = await login(a, user);
    expect((await me(b, other)).statusCode).toBe(200);
    const bHeard = heard(b, 'session', user.id);
    const changed = await testClient(a, token).profile.changePassword({
      body: {
        current_password: user.password,
        password: 'NovaSenha123',
        password_confirmation: 'NovaSenha123',
      },
    });
    expect(changed.status).toBe(200);
    await bHeard;
    expect((await me(b, other)).statusCode).toBe(401);
    expect((await me(b, token)).statusCode).toBe(200);
  });

  it('a plan change made on A shows on B', async () => {
    const { user, token } = await sessionOnBoth();
    expect((await me(b, token)).json().data).toMatchObject({ plan: 'free', is_admin: false });
    const bHeard = heard(b, 'user', user.id);
    await a.users.update(user.id, { plan: 'pro', isAdmin: true });
    await bHeard;
    expect((await me(b, token)).json().data).toMatchObject({ plan: 'pro', is_admin: true });
  });

  it('while B cannot hear the feed it trusts nothing it kept, and uses its cache again once back', async () => {
    const { user, token } = await sessionOnBoth();
    const down = feedState(b, false);
    await proxy.cut();
    await down;
    expect(b.changes.live).toBe(false);
    // Revoked on A while B hears nothing: B must still refuse it on the next request.
    await a.sessions.revokeAll(user.id);
    expect((await me(b, token)).statusCode).toBe(401);

    const again = await login(a, user);
    expect((await me(b, again)).statusCode).toBe(200);
    const up = feedState(b, true);
    await proxy.restore();
    await up;
    expect((await me(b, again)).statusCode).toBe(200);
    const bHeard = heard(b, 'session', user.id);
    await a.sessions.revokeAll(user.id);
    await bHeard;
    expect((await me(b, again)).statusCode).toBe(401);
  });

  /** An ad search as `token`, on `app`: the archive ids of the first 20 matches of `word`. */
  const searched = async (app: FastifyInstance, token: string, word: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/advertisements/?search=${word}&per_page=20`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { ad_archive_id: string }[]).map((ad) => ad.ad_archive_id);
  };

  it('an ad written through A shows in B’s next search once B hears it', async () => {
    const user = await createUser(databases[0]!);
    const token = await login(a, user);
    const word = `jabuticabal${Date.now()}`;
    for (const app of [a, b, a, b]) expect(await searched(app, token, word)).toEqual([]);
    const bHeard = heard(b, 'ads', '');
    const ad = await createAd(databases[0]!, { adCreativeBodies: [`Doce de ${word}`] });
    await bHeard;
    expect(await searched(b, token, word)).toEqual([ad.adArchiveId]);
    expect(await searched(a, token, word)).toEqual([ad.adArchiveId]);
  });

  it('while B cannot hear the feed its searches read the database', async () => {
    const user = await createUser(databases[0]!);
    const token = await login(a, user);
    const word = `cupuacuzal${Date.now()}`;
    expect(await searched(b, token, word)).toEqual([]);
    expect(await searched(b, token, word)).toEqual([]);
    const down = feedState(b, false);
    await proxy.cut();
    await down;
    const ad = await createAd(databases[0]!, { adCreativeBodies: [`Polpa de ${word}`] });
    expect(await searched(b, token, word)).toEqual([ad.adArchiveId]);
    const up = feedState(b, true);
    await proxy.restore();
    await up;
    expect(await searched(b, token, word)).toEqual([ad.adArchiveId]);
  });

  it('counts as down at once when the pool finds the database unreachable, and listens again', async () => {
    const states: boolean[] = [];
    let back: () => void = () => {};
    const returned = new Promise<void>((resolve) => {
      back = resolve;
    });
    const listener = await databases[0]!.listenChanges(
      {
        onChange: () => {},
        onLive: (live) => {
          states.push(live);
          if (live && states.length > 1) back();
        },
      },
      { heartbeatMs: 2000 },
    );
    try {
      expect(states).toEqual([true]);
      listener.suspect();
      expect(states).toEqual([true, false]);
      await returned;
      expect(states).toEqual([true, false, true]);
    } finally {
      await listener.close();
    }
  });

  it('a feed connection that stops answering counts as down (heartbeat)', async () => {
    const { user, token } = await sessionOnBoth();
    const down = feedState(b, false);
    proxy.stall();
    await down;
    await a.sessions.revokeAll(user.id);
    expect((await me(b, token)).statusCode).toBe(401);
    const up = feedState(b, true);
    await proxy.restore();
    await up;
    expect(b.changes.live).toBe(true);
  });
});
