import type { RouteAccess, TokenAbility } from '@sniperads/contract';
import type { AppRoute } from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../src/db/schema';
import { sha256 } from '../src/lib/secrets';
import { bearer, createApiToken, createUser, login, useTestApp } from './helpers/app';
import { daysAgo } from './helpers/factories';
import { contractRoutes } from './helpers/routes';

/**
 * Who may call what: every contract route × every kind of caller, each request answered by the
 * real app. The expectation comes from the route's declared guard (lib/contract-router,
 * plugins/auth.ts), and the declarations of the sensitive routes are pinned below, so loosening
 * one (an admin route opened to users, a token let into the profile) fails here, as does a new
 * route that is anything but a plain signed-in route without being listed.
 * guards.test.ts proves every route declares a guard and probes the guard logic on synthetic
 * routes; declared-statuses.test.ts proves the statuses are declared. This one proves the grants.
 */

const accessOf = (route: AppRoute) => (route.metadata as { access: RouteAccess }).access;

// ---- The explicit table: what the product intends for the sensitive routes. ----

const PUBLIC = [
  'system.health',
  'system.config',
  'system.ready',
  'auth.login',
  'auth.register',
  'auth.confirmSignup',
  'auth.refreshToken',
  'auth.forgotPassword',
  'auth.resetPassword',
  'folders.getSharedFolder',
  // The extension package: the same for everyone, holding no secret (only this server's address).
  'extension.downloadExtension',
  // The alert e-mail's unsubscribe link: the signed token in the body is the credential.
  'notifications.unsubscribeEmail',
];

/** The only routes a token reaches, and the ability each needs (docs/product-rules.md). */
const TOKEN_ROUTES: Record<string, TokenAbility> = {
  'ads.searchAdvertisements': 'read:ads',
  'ads.searchAdvertisementGroups': 'read:ads',
  'ads.getEscalatedAdvertisements': 'read:ads',
  'tokens.getCurrentToken': 'read:ads',
  'ads.ingestAdvertisements': 'write:ads',
  'favorites.createFavorite': 'write:favorites',
  'favorites.getFavoritedAdIds': 'write:favorites',
  'favorites.addAdToFavorites': 'write:favorites',
  'favorites.removeAdFromFavorites': 'write:favorites',
};

/** Admin-only for sessions; besides every route under /api/admin. */
const ADMIN = [
  'tutorials.createTutorialCategory',
  'tutorials.updateTutorialCategory',
  'tutorials.deleteTutorialCategory',
  'tutorials.createTutorialContent',
  'tutorials.updateTutorialContent',
  'tutorials.deleteTutorialContent',
  'offers.decideOffer',
  'offers.deleteOffer',
  'ads.importFromMeta',
  'ads.ingestAdvertisements',
];

/**
 * The Studio is for testers and admins. Folders are for every signed-in account: the plan decides
 * who may create one (403 PLAN_LIMIT, past the guard), and a Free account reads what it kept.
 */
const isTesterRoute = (name: string) => name.startsWith('studio.');

const intendedAccess = (name: string, route: AppRoute): RouteAccess => {
  const tokenAbility = TOKEN_ROUTES[name];
  const guard = PUBLIC.includes(name)
    ? 'public'
    : ADMIN.includes(name) || route.path.startsWith('/api/admin')
      ? 'admin'
      : isTesterRoute(name)
        ? 'tester'
        : 'user';
  return tokenAbility ? { guard, tokenAbility } : { guard };
};

// ---- Callers ----

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';
type Role = 'user' | 'trial' | 'tester' | 'admin';
interface Caller {
  name: string;
  /** A session's role, or a token's abilities (null: no credentials). */
  session?: Role;
  token?: { abilities: TokenAbility[]; usable: boolean };
  headers: Record<string, string>;
  /** A new session for routes that end the one they are called with. */
  renew?: () => Promise<void>;
}

const ABILITIES: TokenAbility[] = ['read:ads', 'write:ads', 'write:favorites'];

/** What the declared guard grants this caller (plugins/auth.ts). */
const expected = (access: RouteAccess, caller: Caller): Outcome => {
  if (access.guard === 'public') return 'allowed';
  if (caller.token) {
    if (!caller.token.usable) return 'unauthenticated';
    return access.tokenAbility && caller.token.abilities.includes(access.tokenAbility)
      ? 'allowed'
      : 'forbidden';
  }
  if (!caller.session) return 'unauthenticated';
  if (access.guard === 'admin') return caller.session === 'admin' ? 'allowed' : 'forbidden';
  if (access.guard === 'tester')
    return ['tester', 'admin'].includes(caller.session) ? 'allowed' : 'forbidden';
  return 'allowed';
};

/** Handlers that decide about the caller themselves, beyond the guard. */
const HANDLER_DECIDES: Record<string, (caller: Caller) => Outcome> = {
  // Public so an expired access token may refresh, but only a live session's token can.
  'auth.refreshToken': (caller) => (caller.session ? 'allowed' : 'unauthenticated'),
};

/** The guard's verdict as the answer shows it; anything else (200, 400, 404, …) got past it. */
const outcomeOf = (status: number, code: unknown): Outcome =>
  status === 401 ? 'unauthenticated' : status === 403 && code === 'FORBIDDEN' ? 'forbidden' : 'allowed';

// These end the session they are called with: run last, each with a new session.
const CREDENTIAL_ENDERS = ['auth.logout', 'auth.refreshToken'];
const routes = contractRoutes();
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

const callers: Caller[] = [];

const t = useTestApp();
beforeAll(async () => {
  callers.push({ name: 'anonymous', headers: {} });
  const sessionCaller = async (name: string, role: Role): Promise<Caller> => {
    const user = await createUser(t.database, role === 'trial' ? { trial: 'expired' } : { role });
    const caller: Caller = { name, session: role, headers: {} };
    caller.renew = async () => {
      caller.headers = bearer(await login(t.app, user));
    };
    await caller.renew();
    return caller;
  };
  callers.push(
    await sessionCaller('user', 'user'),
    await sessionCaller('trial user (trial over)', 'trial'),
    await sessionCaller('tester', 'tester'),
    await sessionCaller('admin', 'admin'),
  );
  // Each token belongs to an account of its own, so no caller's requests touch another's.
  const tokenCaller = async (name: string, abilities: TokenAbility[], usable = true) => {
    const owner = await createUser(t.database);
    return {
      raw: await createApiToken(t.database, owner.id, abilities),
      caller: { name, abilities, usable },
    };
  };
  for (const set of [[], ...ABILITIES.map((a) => [a])] as TokenAbility[][]) {
    const { raw, caller } = await tokenCaller(`token [${set.join(', ') || 'no ability'}]`, set);
    callers.push({ name: caller.name, token: caller, headers: bearer(raw) });
  }
  const revoked = await tokenCaller('token revoked by a password reset', ABILITIES, false);
  await t.database.db
    .update(apiTokens)
    .set({ revokedAt: new Date(), revokedReason: 'password_reset' })
    .where(eq(apiTokens.secretHash, sha256(revoked.raw)));
  callers.push({ name: revoked.caller.name, token: revoked.caller, headers: bearer(revoked.raw) });
  const expiredOwner = await createUser(t.database);
  const expiredRaw = await createApiToken(t.database, expiredOwner.id, ABILITIES, { expiresAt: daysAgo(1) });
  callers.push({
    name: 'expired token',
    token: { abilities: ABILITIES, usable: false },
    headers: bearer(expiredRaw),
  });
});

describe('authorisation matrix', () => {
  it('declares exactly the intended guard and token ability on every route', () => {
    const drift = routes
      .map(([name, route]) => ({ name, declared: accessOf(route), intended: intendedAccess(name, route) }))
      .filter(({ declared, intended }) => JSON.stringify(declared) !== JSON.stringify(intended))
      .map(
        ({ name, declared, intended }) =>
          `${name}: declares ${JSON.stringify(declared)}, intended ${JSON.stringify(intended)}`,
      );
    expect(drift).toEqual([]);
    // The table names only routes that exist.
    const names = new Set(routes.map(([name]) => name));
    expect([...PUBLIC, ...ADMIN, ...Object.keys(TOKEN_ROUTES)].filter((n) => !names.has(n))).toEqual([]);
  });

  it('lets in exactly who the guards allow, for every route and caller', async () => {
    const ordered = [...routes].sort(
      ([a], [b]) => CREDENTIAL_ENDERS.indexOf(a) - CREDENTIAL_ENDERS.indexOf(b),
    );
    const mismatches: string[] = [];
    let cases = 0;
    for (const [name, route] of ordered) {
      const access = accessOf(route);
      const url = route.path.replace(/:(\w+)/g, UNKNOWN_ID);
      // Callers are different accounts: they go side by side, each route in turn.
      await Promise.all(
        callers.map(async (caller) => {
          if (CREDENTIAL_ENDERS.includes(name)) await caller.renew?.();
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: caller.headers,
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          cases++;
          const body = res.json() as { code?: unknown };
          const got = outcomeOf(res.statusCode, body.code);
          const want = (HANDLER_DECIDES[name] ?? ((c: Caller) => expected(access, c)))(caller);
          if (got !== want) {
            mismatches.push(
              `${name} (${route.method} ${route.path}) as ${caller.name}: ${res.statusCode} ${String(body.code)}, expected ${want}`,
            );
          }
        }),
      );
    }
    console.info(`authz matrix: ${routes.length} routes × ${callers.length} callers = ${cases} cases`);
    expect(cases).toBe(routes.length * callers.length);
    expect(mismatches).toEqual([]);
  });
});
