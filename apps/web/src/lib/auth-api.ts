import { authContract } from '@sniperads/contract/auth';
import { API_PREFIX } from '@sniperads/contract/common';
import { initClient, initContract } from '@ts-rest/core';
import { createApiFetcher, ok } from './api-fetcher';
import { auth } from './auth';
import { rememberSessionExpired } from './session-end';
import { createSessionRenewal } from './session-renewal';

/**
 * The auth routes alone, under the same prefix as the whole contract: what the first screens need
 * (sign-in, the session check, renewal) without loading every route's schemas (each screen's own modules: lib/api/).
 */
export const authRouter = initContract().router(
  { auth: authContract },
  { pathPrefix: API_PREFIX, strictStatusCodes: true },
);

let unauthorizedHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The router installs an SPA navigation here (see src/router.tsx). */
export const setUnauthorizedHandler = (handler: () => void) => {
  unauthorizedHandler = handler;
};

/**
 * The server ended the session (expired beyond renewal, revoked by an admin, password reset
 * elsewhere): it ends on this device too — data included (lib/offline-cache.ts) — and /login
 * says 'Token expirado. Faça login novamente.'
 */
export const expireSession = () => {
  if (auth.isAuthenticated()) rememberSessionExpired();
  auth.clear();
  unauthorizedHandler();
};

/** One renewal for the whole app (every tab), shared by the 401 retry and the 30-minute timer. */
export const renewSession = createSessionRenewal({
  store: auth,
  refresh: async () => (await ok(authApi.auth.refreshToken())).data,
});

/** Every client's fetcher: the session's token, a 401 renewed once, then the session ends. */
export const appFetcher = createApiFetcher({
  getToken: () => auth.getSnapshot().token,
  onUnauthorized: expireSession,
  // A refused renewal is answered by whoever asked for it, never by renewing again.
  ignoreUnauthorizedFor: [authRouter.auth.login, authRouter.auth.logout, authRouter.auth.refreshToken],
  renewSession,
});

export const authApi = initClient(authRouter, { baseUrl: '', api: appFetcher });
