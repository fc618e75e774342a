import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPayload, memoryStorage, sessionUser } from '@/test/session';
import { ApiError } from './api-error';
import { AUTH_STORAGE_KEYS, createAuthStore, followOtherTabs } from './auth';
import { createQueryClient } from './query-client';
import {
  checkCurrentUser,
  currentUserQueryOptions,
  logout,
  sessionKeys,
  startTokenRefresh,
  TOKEN_REFRESH_INTERVAL_MS,
  verifyStoredSession,
} from './session';
import { readSessionEndMessage } from './session-end';

const user = sessionUser();
const payload = (token: string, expires_at: string) => authPayload({ token, expires_at, user });

const signedIn = (expiresAt = '2099-01-01T00:00:00.000Z') => {
  const store = createAuthStore(memoryStorage());
  store.setSession(payload('old', expiresAt));
  return store;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth store', () => {
  it('persists the session and restores it on the next visit', () => {
    const storage = memoryStorage();
    createAuthStore(storage).setSession(payload('tok', '2099-01-01T00:00:00.000Z'));
    const restored = createAuthStore(storage);
    expect(restored.isAuthenticated()).toBe(true);
    expect(restored.getSnapshot().user?.name).toBe('Maria Silva');
  });

  it('drops a stored user that does not match the contract', () => {
    const storage = memoryStorage();
    storage.setItem(AUTH_STORAGE_KEYS.token, 'tok');
    storage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ name: 'no id' }));
    expect(createAuthStore(storage).isAuthenticated()).toBe(false);
    expect(storage.map.size).toBe(0);
  });
});

describe('verifyStoredSession', () => {
  const statusesDuring = (store: ReturnType<typeof signedIn>) => {
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    return seen;
  };

  it('checks a live token with /auth/me without holding the screens', async () => {
    const store = signedIn();
    const seen = statusesDuring(store);
    const refresh = vi.fn();
    const me = vi.fn(async () => user);
    await verifyStoredSession(store, { refresh, me });
    expect(refresh).not.toHaveBeenCalled();
    expect(me).toHaveBeenCalledOnce();
    expect(seen).not.toContain('verifying');
    expect(store.getSnapshot().status).toBe('ready');
    expect(store.isAuthenticated()).toBe(true);
  });

  it('renews an expired token first, holding the screens until then, and needs no /auth/me', async () => {
    const store = signedIn('2000-01-01T00:00:00.000Z');
    const seen = statusesDuring(store);
    const refresh = vi.fn(async () => {
      expect(store.getSnapshot().status).toBe('verifying');
      store.setSession(payload('new', '2099-01-01T00:00:00.000Z'));
      return payload('new', '2099-01-01T00:00:00.000Z');
    });
    const me = vi.fn(async () => user);
    await verifyStoredSession(store, { refresh, me });
    expect(refresh).toHaveBeenCalledOnce();
    expect(me).not.toHaveBeenCalled();
    expect(seen[0]).toBe('verifying');
    expect(store.getSnapshot()).toMatchObject({ token: 'new', status: 'ready' });
  });

  it('signs out when the renewal of an expired token is refused', async () => {
    const store = signedIn('2000-01-01T00:00:00.000Z');
    await verifyStoredSession(store, {
      refresh: vi.fn(async () => {
        throw new ApiError(401, 'Sessão expirada.');
      }),
      me: vi.fn(),
    });
    expect(store.isAuthenticated()).toBe(false);
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('signs out when the API refuses the session, and /login will say why', async () => {
    const store = signedIn();
    await verifyStoredSession(store, {
      refresh: vi.fn(),
      me: vi.fn(async () => {
        throw new ApiError(401, 'Token expirado. Faça login novamente.');
      }),
    });
    expect(store.isAuthenticated()).toBe(false);
    expect(readSessionEndMessage()).toBe('Token expirado. Faça login novamente.');
  });

  it('keeps the session when the server is busy (429) or failing (5xx)', async () => {
    for (const status of [429, 503]) {
      const store = signedIn();
      await verifyStoredSession(store, {
        refresh: vi.fn(),
        me: vi.fn(async () => {
          throw new ApiError(status, 'falha');
        }),
      });
      expect(store.isAuthenticated()).toBe(true);
    }
    expect(readSessionEndMessage()).toBeNull();
  });

  it('keeps the session offline (network failure)', async () => {
    const store = signedIn();
    await verifyStoredSession(store, {
      refresh: vi.fn(),
      me: vi.fn(async () => {
        throw new ApiError(0, 'offline');
      }),
    });
    expect(store.isAuthenticated()).toBe(true);
    expect(store.getSnapshot().status).toBe('ready');
  });
});

describe('startTokenRefresh', () => {
  it('renews every 30 minutes while signed in and signs out when renewal is refused', async () => {
    vi.useFakeTimers();
    const store = signedIn();
    const onRefused = vi.fn(() => store.clear());
    const refresh = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError(401, 'Token expirado. Faça login novamente.'));
    const stop = startTokenRefresh(onRefused, store, refresh);
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(30 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(29 * 60 * 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
    expect(onRefused).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('other tabs', () => {
  const storageEvent = (key: string | null) => new StorageEvent('storage', { key });

  it('follows a sign-out and a renewal made in another tab', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.setSession(payload('old', '2099-01-01T00:00:00.000Z'));
    const onSignedOut = vi.fn();
    const stop = followOtherTabs(store, onSignedOut);

    storage.setItem(AUTH_STORAGE_KEYS.token, 'renewed-there');
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEYS.token));
    expect(store.getSnapshot().token).toBe('renewed-there');
    expect(onSignedOut).not.toHaveBeenCalled();

    // Unrelated keys are not the session's business.
    storage.map.clear();
    window.dispatchEvent(storageEvent('pwa_install_dismissed_at'));
    expect(store.isAuthenticated()).toBe(true);

    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEYS.user));
    expect(store.isAuthenticated()).toBe(false);
    expect(onSignedOut).toHaveBeenCalledOnce();
    stop();
  });
});

describe('logout', () => {
  it('clears the local session even when the API call fails', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = signedIn();
    await logout(store);
    expect(store.isAuthenticated()).toBe(false);
  });
});

describe('checkCurrentUser (the start-up check of a live token)', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('leaves a fresh user in the query cache, so a screen re-reading the role does not ask again', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, data: user }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await checkCurrentUser(client);
    expect(client.getQueryData(sessionKeys.me)).toEqual(user);
    // What the admin area does on entry: a read newer than its re-check period is used as it is.
    await client.ensureQueryData({
      ...currentUserQueryOptions(),
      staleTime: 10_000,
      revalidateIfStale: true,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("asks once and fails at once, without the queries' retries", async () => {
    const fetchMock = vi.fn(async () => answer(503, { success: false, message: 'falha' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkCurrentUser(createQueryClient())).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
