import { type AuthPayload, type SessionUser, SessionUserSchema } from '@sniperads/contract/auth';
import { createContext, use, useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEYS } from './auth-keys';
import { type KeyValueStorage, safeStorage } from './storage';

export { AUTH_STORAGE_KEYS };

/** 'verifying' while the stored token is checked with the API at start-up. */
export type AuthStatus = 'verifying' | 'ready';

export interface AuthSnapshot {
  token: string | null;
  user: SessionUser | null;
  expiresAt: string | null;
  status: AuthStatus;
}

const readUser = (raw: string | null): SessionUser | null => {
  if (!raw) return null;
  try {
    const parsed = SessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const createAuthStore = (storage: KeyValueStorage) => {
  const load = (): AuthSnapshot => {
    const token = storage.getItem(AUTH_STORAGE_KEYS.token);
    const user = readUser(storage.getItem(AUTH_STORAGE_KEYS.user));
    if (!token || !user) {
      for (const key of Object.values(AUTH_STORAGE_KEYS)) storage.removeItem(key);
      return { token: null, user: null, expiresAt: null, status: 'ready' };
    }
    return { token, user, expiresAt: storage.getItem(AUTH_STORAGE_KEYS.expiresAt), status: 'ready' };
  };

  let snapshot = load();
  const listeners = new Set<() => void>();
  const emit = (next: AuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isAuthenticated: () => Boolean(snapshot.token && snapshot.user),
    /** True when the stored token's `expires_at` has passed (it may still be refreshable). */
    isExpired(now = Date.now()) {
      if (!snapshot.expiresAt) return false;
      const at = Date.parse(snapshot.expiresAt);
      return Number.isFinite(at) && at <= now;
    },
    setSession(payload: AuthPayload) {
      storage.setItem(AUTH_STORAGE_KEYS.token, payload.token);
      storage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(payload.user));
      storage.setItem(AUTH_STORAGE_KEYS.expiresAt, payload.expires_at);
      emit({ ...snapshot, token: payload.token, user: payload.user, expiresAt: payload.expires_at });
    },
    setUser(user: SessionUser) {
      if (!snapshot.token) return;
      const stored = JSON.stringify(user);
      // The start-up check answers the user already shown: the screens keep their objects instead
      // of drawing the whole signed-in layout again for nothing.
      if (stored === storage.getItem(AUTH_STORAGE_KEYS.user)) return;
      storage.setItem(AUTH_STORAGE_KEYS.user, stored);
      emit({ ...snapshot, user });
    },
    setStatus(status: AuthStatus) {
      if (status !== snapshot.status) emit({ ...snapshot, status });
    },
    clear() {
      for (const key of Object.values(AUTH_STORAGE_KEYS)) storage.removeItem(key);
      if (snapshot.token || snapshot.user) {
        emit({ token: null, user: null, expiresAt: null, status: 'ready' });
      }
    },
    /** Re-reads the stored session: another tab signed in, signed out or renewed the token. */
    reload() {
      const next = load();
      const same =
        next.token === snapshot.token &&
        next.expiresAt === snapshot.expiresAt &&
        JSON.stringify(next.user) === JSON.stringify(snapshot.user);
      if (!same) emit({ ...next, status: snapshot.status });
    },
  };
};

export type AuthStore = ReturnType<typeof createAuthStore>;

const STORED_KEYS: readonly (string | null)[] = [...Object.values(AUTH_STORAGE_KEYS), null];

/**
 * Keeps this tab on the session the others share: a renewal, a sign-in or a sign-out in another
 * tab reaches this one (a `null` key is a `localStorage.clear()`). `onSignedOut` runs when that
 * ended the session here.
 */
export const followOtherTabs = (store: AuthStore, onSignedOut: () => void, win: Window = window) => {
  const onStorage = (event: StorageEvent) => {
    if (!STORED_KEYS.includes(event.key)) return;
    const wasSignedIn = store.isAuthenticated();
    store.reload();
    if (wasSignedIn && !store.isAuthenticated()) onSignedOut();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
};

/** The app's single auth store, backed by localStorage. */
export const auth = createAuthStore(safeStorage());

export const useAuth = (store: AuthStore = auth) => useSyncExternalStore(store.subscribe, store.getSnapshot);

/** Provided by the `_authenticated` layout once a session exists. */
export const SessionUserContext = createContext<SessionUser | null>(null);

/** The signed-in user; only call below the `_authenticated` layout. */
export const useSessionUser = () => {
  const user = use(SessionUserContext);
  if (!user) throw new Error('useSessionUser must be used below the _authenticated layout');
  return user;
};
