import { queryOptions } from '@tanstack/react-query';
import { api, ok } from './api-client';
import { ApiError } from './api-error';
import { type AuthStore, auth } from './auth';

/** Token renewal period while signed in (docs/product-rules.md, Constants and limits). */
export const TOKEN_REFRESH_INTERVAL_MS = 30 * 60 * 1000;

export const sessionKeys = { me: ['auth', 'me'] as const };

export const fetchCurrentUser = async () => {
  const { data } = await ok(api.auth.me());
  auth.setUser(data);
  return data;
};

/** GET /api/auth/me: the session's user, fresh from the server. */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.me, queryFn: fetchCurrentUser, staleTime: 30_000 });

export const refreshSession = async (store: AuthStore = auth) => {
  const { data } = await ok(api.auth.refreshToken());
  store.setSession(data);
  return data;
};

/**
 * The API refused the session (4xx: revoked, expired beyond refresh, deleted user): it ends.
 * Offline (status 0) or a server fault (5xx) keeps it, so the installed app still opens.
 */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Start-up check of a stored session: refresh first when the token's expiry has passed,
 * then confirm the user with GET /api/auth/me.
 */
export const verifyStoredSession = async (
  store: AuthStore = auth,
  deps = { refresh: refreshSession, me: fetchCurrentUser },
) => {
  if (!store.isAuthenticated()) return;
  store.setStatus('verifying');
  try {
    if (store.isExpired()) await deps.refresh(store);
    await deps.me();
  } catch (error) {
    if (isRefusal(error)) store.clear();
  } finally {
    store.setStatus('ready');
  }
};

/** Renews the token every 30 minutes while signed in; a refused renewal signs the user out. */
export const startTokenRefresh = (
  onRefused: () => void,
  store: AuthStore = auth,
  refresh: (s: AuthStore) => Promise<unknown> = refreshSession,
  intervalMs = TOKEN_REFRESH_INTERVAL_MS,
) => {
  let timer: ReturnType<typeof setInterval> | null = null;
  const tick = async () => {
    try {
      await refresh(store);
    } catch (error) {
      if (isRefusal(error)) onRefused();
    }
  };
  const sync = () => {
    const signedIn = store.isAuthenticated();
    if (signedIn && !timer) timer = setInterval(tick, intervalMs);
    if (!signedIn && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    if (timer) clearInterval(timer);
  };
};

/** POST /api/auth/logout, then local sign-out even when the call fails. */
export const logout = async (store: AuthStore = auth) => {
  try {
    if (store.getSnapshot().token) await ok(api.auth.logout());
  } catch {
    // The local session ends anyway (docs/product-rules.md, States and transitions).
  } finally {
    store.clear();
  }
};
