import type { AuthPayload } from '@sniperads/contract';
import { ApiError } from './api-error';
import type { AuthStore } from './auth';

/** Runs `task` alone across the app's tabs. */
export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

const RENEWAL_LOCK = 'sniperads-session-renewal';

/** Web Locks where the browser has them (all current ones); elsewhere one tab at a time is hoped for. */
const webLock: Exclusive = (task) => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(RENEWAL_LOCK, task) : task();
};

/** The server refused the session itself; anything else (offline, 5xx, 429) leaves it alone. */
export const isSessionRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

interface RenewalDeps {
  store: AuthStore;
  /** POST /api/auth/refresh-token with the store's current token. */
  refresh: () => Promise<AuthPayload>;
  exclusive?: Exclusive;
}

/**
 * Renews the session for whoever found the token `used` refused (an access token expired while
 * the laptop slept, say) — once. A renewal revokes the session it renews, so two renewals of the
 * same token would sign the user out: callers in this tab share one call, and other tabs wait on
 * a lock and then find the new token in storage instead of renewing again.
 *
 * Resolves true when a usable token is now stored, false when the server refused the session
 * (revoked, expired beyond renewal, signed out elsewhere); network and server failures are thrown.
 */
export const createSessionRenewal = ({ store, refresh, exclusive = webLock }: RenewalDeps) => {
  let pending: Promise<boolean> | null = null;
  const renewOnce = async (used: string | null) => {
    store.reload();
    if (!store.isAuthenticated()) return false;
    if (store.getSnapshot().token !== used) return true;
    try {
      store.setSession(await refresh());
      return true;
    } catch (error) {
      if (isSessionRefusal(error)) return false;
      throw error;
    }
  };
  return (used: string | null): Promise<boolean> => {
    pending ??= exclusive(() => renewOnce(used)).finally(() => {
      pending = null;
    });
    return pending;
  };
};
