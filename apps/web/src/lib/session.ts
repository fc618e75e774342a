import { queryOptions } from '@tanstack/react-query';
import { api, ok, renewSession } from './api-client';
import { API_MESSAGES, ApiError } from './api-error';
import { type AuthStore, auth } from './auth';
import { rememberSessionExpired } from './session-end';
import { isSessionRefusal } from './session-renewal';

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
  queryOptions({
    queryKey: sessionKeys.me,
    queryFn: fetchCurrentUser,
    staleTime: 30_000,
    meta: { supporting: true },
  });

/**
 * Renews the stored token now (through the app's one renewal, shared with other tabs); throws a
 * 401 when the server refused the session, and the network or server error otherwise.
 */
export const refreshSession = async () => {
  if (!(await renewSession(auth.getSnapshot().token ?? ''))) {
    throw new ApiError(401, API_MESSAGES.unauthenticated);
  }
};

/**
 * Start-up check of a stored session: refresh first when the token's expiry has passed,
 * then confirm the user with GET /api/auth/me. A session the API refuses ends, and /login says
 * so; offline (status 0), a server fault (5xx) or a rate limit (429) keep it, so the installed
 * app still opens.
 */
export const verifyStoredSession = async (
  store: AuthStore = auth,
  deps: { refresh: () => Promise<unknown>; me: () => Promise<unknown> } = {
    refresh: refreshSession,
    me: fetchCurrentUser,
  },
) => {
  if (!store.isAuthenticated()) return;
  store.setStatus('verifying');
  try {
    if (store.isExpired()) await deps.refresh();
    await deps.me();
  } catch (error) {
    if (isSessionRefusal(error) && store.isAuthenticated()) {
      rememberSessionExpired();
      store.clear();
    }
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
      if (isSessionRefusal(error)) onRefused();
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
