import type { RouteAccess } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { apiTokens } from '../src/db/schema';
import { bearer, createApiToken, createUser, userSession, useTestApp } from './helpers/app';
import { contractRoutes } from './helpers/routes';
import { until } from './helpers/until';

const GUARDS = new Set(['public', 'user', 'tester', 'admin']);

const routes = contractRoutes();

const t = useTestApp();

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
  /** Another app on the same database, with extra probe routes that declare the given access. */
  const probeApp = async (probes: Record<string, RouteAccess>) => {
    const app = await buildApp(t.config, { database: t.database, logger: false });
    for (const [name, access] of Object.entries(probes)) {
      app.get(`/api/probe/${name}`, { config: { access } }, async () => ({ ok: true }));
    }
    await app.ready();
    return app;
  };
  const statusOf = async (app: FastifyInstance, url: string, token: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;

  it('lets users, testers and admins in only where their role allows', async () => {
    const app = await probeApp({
      user: { guard: 'user' },
      tester: { guard: 'tester' },
      admin: { guard: 'admin' },
    });
    try {
      const statuses = async (token: string) =>
        Promise.all(['user', 'tester', 'admin'].map((guard) => statusOf(app, `/api/probe/${guard}`, token)));
      expect(await statuses((await userSession(t)).token)).toEqual([200, 403, 403]);
      expect(await statuses((await userSession(t, { role: 'tester' })).token)).toEqual([200, 200, 403]);
      expect(await statuses((await userSession(t, { role: 'admin' })).token)).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('accepts an API token only on routes that allow its ability, and counts its use', async () => {
    const app = await probeApp({
      ads: { guard: 'user', tokenAbility: 'read:ads' },
      'admin-or-token': { guard: 'admin', tokenAbility: 'read:ads' },
      favs: { guard: 'user', tokenAbility: 'write:favorites' },
    });
    try {
      const owner = await createUser(t.database);
      const raw = await createApiToken(t.database, owner.id, ['read:ads']);
      const get = (url: string, token = raw) => statusOf(app, url, token);
      expect(await get('/api/probe/ads')).toBe(200);
      // The declared ability is the token's grant even on an admin route; sessions still need the role.
      expect(await get('/api/probe/admin-or-token')).toBe(200);
      expect(await get('/api/probe/favs')).toBe(403);
      expect(await get('/api/auth/me')).toBe(403);
      const forged = `${raw.slice(0, -40)}${'y'.repeat(40)}`;
      expect(await get('/api/probe/ads', forged)).toBe(401);
      // Uses are counted after the answer is sent.
      const readToken = async () =>
        (await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.id)))[0]!;
      const used = await until('both uses are counted', readToken, (row) => row.usageCount >= 2);
      expect(used.usageCount).toBe(2);
      expect(used.lastUsedAt).not.toBeNull();
      await t.database.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, used.id));
      expect(await get('/api/probe/ads')).toBe(401);
    } finally {
      await app.close();
    }
  });
});
