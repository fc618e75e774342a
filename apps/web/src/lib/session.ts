import { queryOptions } from '@tanstack/react-query';
import { API_MESSAGES, ApiError } from './api-error';
import { ok } from './api-fetcher';
import { type AuthStore, auth } from './auth';
import { authApi, renewSession } from './auth-api';
import { queryClient } from './query-client';
import { rememberSessionExpired } from './session-end';
import { isSessionRefusal } from './session-renewal';

/** Token renewal period while signed in (docs/product-rules.md, Constants and limits). */
export const TOKEN_REFRESH_INTERVAL_MS = 30 * 60 * 1000;

export const sessionKeys = { me: ['auth', 'me'] as const };

export const fetchCurrentUser = async () => {
  const { data } = await ok(authApi.auth.me());
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
 * The start-up check's read of the user, kept in the query cache: a screen that re-reads the role
 * on entry (the admin area) finds it fresh instead of asking again in the same second. Like a
 * plain request: at once even if the browser says offline, and not retried (a failure is an
 * answer here, see verifyStoredSession).
 */
export const checkCurrentUser = (client = queryClient) =>
  client.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0, retry: false, networkMode: 'always' });

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
 * Start-up check of a stored session. A live token is confirmed with GET /api/auth/me while the
 * screen loads its data with the same token, so the first paint never waits for the check. An
 * expired token is renewed first, holding the screens ('verifying'): their calls would each meet
 * a 401 without it, and the renewal answers the user. A session the API refuses ends, and /login
 * says so; offline (status 0), a server fault (5xx) or a rate limit (429) keep it, so the
 * installed app still opens.
 */
export const verifyStoredSession = async (
  store: AuthStore = auth,
  deps: { refresh: () => Promise<unknown>; me: () => Promise<unknown> } = {
    refresh: refreshSession,
    me: checkCurrentUser,
  },
) => {
  if (!store.isAuthenticated()) return;
  const expired = store.isExpired();
  if (expired) store.setStatus('verifying');
  try {
    if (expired) await deps.refresh();
    else await deps.me();
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
    if (store.getSnapshot().token) await ok(authApi.auth.logout());
  } catch {
    // The local session ends anyway (docs/product-rules.md, States and transitions).
  } finally {
    store.clear();
  }
};
