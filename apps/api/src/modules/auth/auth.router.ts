import rateLimit from '@fastify/rate-limit';
import {
  AUTH_MESSAGES,
  contract,
  FORGOT_PASSWORD_MESSAGE,
  rateLimitedMessage,
  SIGNUP_SENT_MESSAGE,
} from '@sniperads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { registerContractRouter, s } from '../../lib/contract-router';
import { bearerToken, currentUser } from '../../plugins/auth';
import { addressBucket } from './address-bucket';
import { createMemoryAttemptStore } from './attempt-store';
import { createRedisAttemptStore } from './attempt-store-redis';
import { createAuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { toSessionUser } from './user-view';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const redis = app.redis?.client ?? null;
  // Brute-force protection for the public auth routes, per client address and route (login and
  // sign-up alike); login also has a per-account budget (login-throttle.ts).
  const limited = new Set<string>(
    [
      contract.auth.login,
      contract.auth.register,
      contract.auth.confirmSignup,
      contract.auth.refreshToken,
      contract.auth.forgotPassword,
      contract.auth.resetPassword,
    ].map((route) => route.path),
  );
  await app.register(rateLimit, {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.timeWindow,
    allowList: (request) => !limited.has(request.routeOptions.url ?? ''),
    // An IPv6 /64 is one address (address-bucket.ts): one subscriber holds the whole range.
    keyGenerator: (request) => `${addressBucket(request.ip)}:${request.routeOptions.url}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', rateLimitedMessage(seconds), { retryAfter: seconds });
    },
    ...(redis && config.redis
      ? // Redis down: let requests through; the per-account budget still counts in memory.
        { redis, nameSpace: `${config.redis.keyPrefix}auth-rl:`, skipOnError: true }
      : {}),
  });
  const attempts =
    redis && config.redis
      ? createRedisAttemptStore(redis, `${config.redis.keyPrefix}auth:`)
      : createMemoryAttemptStore();
  const loginThrottle = createLoginThrottle({ store: attempts, ...config.loginThrottle, log: app.log });
  const service = createAuthService({
    db: app.db,
    config,
    jwt: app.jwt,
    outbox: app.outbox,
    users: app.users,
    sessions: app.sessions,
    tokens: app.tokens,
    loginThrottle,
    signupMails: attempts,
  });

  const router = s.router(contract.auth, {
    login: async ({ body, request }) => ({
      status: 200,
      body: { success: true, data: await service.login(body, meta(request)), message: AUTH_MESSAGES.loginOk },
    }),
    register: async ({ body }) => {
      await service.register(body);
      return { status: 202, body: { success: true, message: SIGNUP_SENT_MESSAGE } };
    },
    confirmSignup: async ({ body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.confirmSignup(body, meta(request)),
        message: AUTH_MESSAGES.registerOk,
      },
    }),
    logout: async ({ request }) => {
      if (request.auth?.kind === 'session') await service.logout(request.auth.sessionId);
      return { status: 200, body: { success: true, message: AUTH_MESSAGES.logoutOk } };
    },
    refreshToken: async ({ request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.refresh(bearerToken(request), meta(request)),
        message: AUTH_MESSAGES.refreshOk,
      },
    }),
    me: async ({ request }) => ({
      status: 200,
      body: { success: true, data: toSessionUser(currentUser(request)) },
    }),
    forgotPassword: async ({ body }) => {
      await service.forgotPassword(body);
      return { status: 200, body: { success: true, message: FORGOT_PASSWORD_MESSAGE } };
    },
    resetPassword: async ({ body, request }) => {
      await service.resetPassword(body, meta(request));
      return { status: 200, body: { success: true, message: AUTH_MESSAGES.resetOk } };
    },
  });
  registerContractRouter(app, router, { serializer: 'schema' });
};
