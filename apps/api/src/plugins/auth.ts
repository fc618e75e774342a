import jwt from '@fastify/jwt';
import { AUTH_MESSAGES, type RouteAccess, type TokenAbility } from '@sniperads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/app-error';
import { safeEqualHex, sha256 } from '../lib/secrets';

export type AuthContext =
  | { kind: 'session'; user: UserRow; sessionId: string }
  | { kind: 'token'; user: UserRow; tokenId: string; abilities: string[] };

export interface AccessClaims {
  sid: string;
  sub: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** For routes outside the contract (docs, static files). */
    access?: RouteAccess;
  }
}
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

/** `sa_<prefix>_<secret>`: the prefix finds the row, the hash of the whole token proves it. */
export const API_TOKEN_PATTERN = /^sa_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{32,})$/;

const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;
/** Access tokens whose signature this process already checked (each ~250 bytes). */
const VERIFIED_TOKENS_KEPT = 10_000;

type RouteConfig =
  | { access?: RouteAccess; tsRestRoute?: { metadata?: { access?: RouteAccess } } }
  | undefined;

const declaredAccess = (config: RouteConfig) => config?.tsRestRoute?.metadata?.access ?? config?.access;

export const routeAccess = (request: FastifyRequest): RouteAccess | undefined =>
  declaredAccess(request.routeOptions.config as RouteConfig);

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
};

const meetsGuard = (user: UserRow, guard: RouteAccess['guard']) => {
  if (guard === 'admin') return user.isAdmin;
  if (guard === 'tester') return user.isTest || user.isAdmin;
  return true;
};

/**
 * Authenticates session JWTs and API tokens, then enforces the guard each route declares.
 * A route under /api without a declaration is refused: access is never granted by omission.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { expiresIn: `${config.accessTokenTtlMinutes}m` },
    });
    app.decorateRequest('auth', null);
    // An /api route without a declared guard cannot even be registered.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path ?? '';
      if (url.startsWith('/api') && route.method !== 'HEAD' && !declaredAccess(route.config as RouteConfig)) {
        throw new Error(`Route ${String(route.method)} ${url} declares no access guard`);
      }
    });
    const lastActivityWrite = new Map<string, number>();

    const touch = (userId: string) => {
      const now = Date.now();
      if (now - (lastActivityWrite.get(userId) ?? 0) < ACTIVITY_WRITE_INTERVAL_MS) return;
      lastActivityWrite.set(userId, now);
      if (lastActivityWrite.size > 50_000) lastActivityWrite.clear();
      app.users.touchActivity(userId).catch((err) => app.log.warn({ err }, 'activity update failed'));
    };

    const authenticateToken = async (raw: string, ability: TokenAbility | undefined) => {
      const match = API_TOKEN_PATTERN.exec(raw);
      if (!match) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      const found = await app.tokens.findActiveByPrefix(match[1]!);
      if (!found || !safeEqualHex(found.token.secretHash, sha256(raw))) {
        throw unauthorized('Token de API inválido ou revogado.');
      }
      if (found.token.expiresAt && found.token.expiresAt <= new Date()) {
        throw unauthorized('Token de API expirado. Renove o token na página da extensão.');
      }
      if (!ability || !found.token.abilities.includes(ability)) {
        throw forbidden('Este token não tem permissão para este recurso.');
      }
      app.tokens.recordUse(found.token.id).catch((err) => app.log.warn({ err }, 'token use update failed'));
      return {
        kind: 'token',
        user: found.user,
        tokenId: found.token.id,
        abilities: found.token.abilities,
      } as const;
    };

    // The same token string comes with every request of a session: its HMAC (about 8 % of an
    // authenticated request's CPU) is checked once, and its expiry every time.
    const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
    const verify = (raw: string): AccessClaims => {
      const known = verified.get(raw);
      if (known && known.expiresAt > Date.now()) return known.claims;
      const claims = app.jwt.verify<AccessClaims & { exp?: number }>(raw);
      if (typeof claims.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(raw, { claims, expiresAt: claims.exp * 1000 });
      }
      return claims;
    };

    const authenticateSession = async (raw: string) => {
      let claims: AccessClaims;
      try {
        claims = verify(raw);
      } catch {
        throw unauthorized(AUTH_MESSAGES.unauthenticated);
      }
      const found = await app.sessions.check(claims.sid, claims.sub);
      if (!found) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      return { kind: 'session', user: found.user, sessionId: found.session.id } as const;
    };

    app.addHook('onRequest', async (request) => {
      const access = routeAccess(request);
      if (!access) {
        if (request.url.startsWith('/api/') && request.routeOptions.url) {
          request.log.error({ route: request.routeOptions.url }, 'route declares no access guard');
          throw forbidden(AUTH_MESSAGES.forbidden);
        }
        return;
      }
      if (access.guard === 'public') return;
      const raw = bearerToken(request);
      if (!raw) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      const auth = raw.startsWith('sa_')
        ? await authenticateToken(raw, access.tokenAbility)
        : await authenticateSession(raw);
      // A token already proved the route's declared ability, which is the grant for tokens:
      // `access('admin', 'write:ads')` means "admins, or any token holding write:ads".
      if (auth.kind === 'session' && !meetsGuard(auth.user, access.guard)) {
        throw forbidden(AUTH_MESSAGES.forbidden);
      }
      request.auth = auth;
      touch(auth.user.id);
    });
  },
  { name: 'auth', dependencies: ['db', 'users', 'sessions', 'tokens'] },
);

/** The admin acting on a guarded route and where from, as the audit trail records them. */
export const actorOf = (request: FastifyRequest) => ({ user: currentUser(request), ip: request.ip ?? null });

/** The authenticated user of a guarded route (the guard already ran). */
export const currentUser = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.auth.user;
};
