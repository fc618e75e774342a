import { contract, type RouteAccess } from '@sniperads/contract';
import { type AppRoute, isAppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, type TestContext } from './helpers/app';

const GUARDS = new Set(['public', 'user', 'tester', 'admin']);

const walk = (node: object, path: string[] = []): [string, AppRoute][] =>
  Object.entries(node).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[[...path, key].join('.'), value] as [string, AppRoute]]
      : walk(value, [...path, key]),
  );

const routes = walk(contract);

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('every route declares who may call it', () => {
  it.each(routes)('%s declares a valid guard', (_name, route) => {
    const access = (route.metadata as { access?: RouteAccess } | undefined)?.access;
    expect(access, 'metadata.access missing').toBeDefined();
    expect(GUARDS.has(access!.guard)).toBe(true);
  });

  it('registers every contract route in the API', () => {
    for (const [name, route] of routes) {
      const url = route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path;
      const found =
        t.app.hasRoute({ method: route.method, url }) ||
        t.app.hasRoute({ method: route.method, url: route.path });
      expect(found, name).toBe(true);
    }
  });

  it('cannot register an /api route that declares no guard', async () => {
    const app = await buildApp(t.config, { database: t.database, logger: false });
    expect(() => app.get('/api/sem-guarda', async () => ({ ok: true }))).toThrow(/declares no access guard/);
    expect(() =>
      app.get('/api/com-guarda', { config: { access: { guard: 'admin' } } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });

  it('refuses anonymous calls to every non-public route with 401 before validating input', async () => {
    for (const [name, route] of routes) {
      const access = (route.metadata as { access: RouteAccess }).access;
      if (access.guard === 'public') continue;
      const url = route.path.replace(/:(\w+)/g, '00000000-0000-7000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method,
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, name).toBe(401);
      expect(res.json().success, name).toBe(false);
    }
  });
});

describe('guards decide by role and token ability', () => {
  it('lets users, testers and admins in only where their role allows', async () => {
    const { createUser, login, bearer, DEFAULT_PASSWORD } = await import('./helpers/app');
    const app = await buildApp(t.config, { database: t.database, logger: false });
    for (const guard of ['user', 'tester', 'admin'] as const) {
      app.get(`/api/probe/${guard}`, { config: { access: { guard } } }, async () => ({ ok: true }));
    }
    app.get(
      '/api/probe/token',
      { config: { access: { guard: 'user', tokenAbility: 'read:ads' } } },
      async () => ({}),
    );
    await app.ready();
    const tokenOf = async (flags: { isAdmin?: boolean; isTest?: boolean }) => {
      const u = await createUser(t.database, flags);
      return login(app, { email: u.email, password: DEFAULT_PASSWORD });
    };
    const regular = await tokenOf({});
    const tester = await tokenOf({ isTest: true });
    const admin = await tokenOf({ isAdmin: true });
    const status = async (guard: string, token: string) =>
      (await app.inject({ method: 'GET', url: `/api/probe/${guard}`, headers: bearer(token) })).statusCode;
    expect([
      await status('user', regular),
      await status('tester', regular),
      await status('admin', regular),
    ]).toEqual([200, 403, 403]);
    expect([
      await status('user', tester),
      await status('tester', tester),
      await status('admin', tester),
    ]).toEqual([200, 200, 403]);
    expect([
      await status('user', admin),
      await status('tester', admin),
      await status('admin', admin),
    ]).toEqual([200, 200, 200]);
    await app.close();
  });

  it('accepts an API token only on routes that allow its ability, and counts its use', async () => {
    const { createUser, bearer } = await import('./helpers/app');
    const { apiTokens } = await import('../src/db/schema');
    const { sha256 } = await import('../src/lib/secrets');
    const { eq } = await import('drizzle-orm');
    const app = await buildApp(t.config, { database: t.database, logger: false });
    app.get(
      '/api/probe/ads',
      { config: { access: { guard: 'user', tokenAbility: 'read:ads' } } },
      async () => ({}),
    );
    app.get(
      '/api/probe/admin-or-token',
      { config: { access: { guard: 'admin', tokenAbility: 'read:ads' } } },
      async () => ({}),
    );
    app.get(
      '/api/probe/favs',
      { config: { access: { guard: 'user', tokenAbility: 'write:favorites' } } },
      async () => ({}),
    );
    await app.ready();
    const owner = await createUser(t.database);
    const raw = `sa_abcdefABCDEF_${'x'.repeat(40)}`;
    const [row] = await t.database.db
      .insert(apiTokens)
      .values({
        userId: owner.id,
        name: 'Extensão',
        prefix: 'abcdefABCDEF',
        secretHash: sha256(raw),
        abilities: ['read:ads'],
      })
      .returning();
    const get = (url: string, token = raw) => app.inject({ method: 'GET', url, headers: bearer(token) });
    expect((await get('/api/probe/ads')).statusCode).toBe(200);
    // The declared ability is the token's grant even on an admin route; sessions still need the role.
    expect((await get('/api/probe/admin-or-token')).statusCode).toBe(200);
    expect((await get('/api/probe/favs')).statusCode).toBe(403);
    expect((await get('/api/auth/me')).statusCode).toBe(403);
    expect((await get('/api/probe/ads', `sa_abcdefABCDEF_${'y'.repeat(40)}`)).statusCode).toBe(401);
    await vi.waitFor(async () => {
      const [used] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, row!.id));
      expect(used!.usageCount).toBe(2);
      expect(used!.lastUsedAt).not.toBeNull();
    });
    await t.database.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, row!.id));
    expect((await get('/api/probe/ads')).statusCode).toBe(401);
    await app.close();
  });
});
