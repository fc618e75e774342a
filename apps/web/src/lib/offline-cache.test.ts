import { hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authPayload, sessionUser } from '@/test/session';
import { AUTH_STORAGE_KEYS, createAuthStore } from './auth';
import {
  clearDeviceData,
  createOfflineStorage,
  OFFLINE_MAX_AGE_MS,
  offlineQuery,
  setUpOfflineCache,
  shouldPersistQuery,
} from './offline-cache';
import { safeStorage } from './storage';

const signIn = (store: ReturnType<typeof createAuthStore>, id: string) =>
  store.setSession(
    authPayload({ token: `token-${id}`, user: sessionUser({ id, email: `${id}@example.com` }) }),
  );

const offlineKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('sniperads_offline'));

let stops: (() => void)[] = [];
// The persister saves on a timer: fake timers run it when a test says so, never on a guess.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

const setUp = (id: string | null) => {
  const store = createAuthStore(safeStorage());
  if (id) signIn(store, id);
  const queryClient = new QueryClient();
  // Stands for the runtime caches (archived creatives) the service worker fills.
  const clearCaches = vi.fn(async () => {});
  const cache = setUpOfflineCache(store, queryClient, localStorage, clearCaches);
  stops.push(cache.stop);
  return { store, queryClient, cache, clearCaches };
};

/** Leaving the page saves at once (the throttled saves are covered by the library). */
const leavePage = async () => {
  window.dispatchEvent(new Event('pagehide'));
  // Lets the unthrottled save finish, whether it goes through promises or a timer; query garbage
  // collection is minutes away, so it stays pending.
  await vi.advanceTimersByTimeAsync(10);
};

const restoreInto = async (cache: ReturnType<typeof setUp>['cache'], queryClient: QueryClient) => {
  const persisted = await cache.persistOptions.persister.restoreClient();
  if (persisted) hydrate(queryClient, persisted.clientState);
};

const keepOffline = (queryClient: QueryClient, queryKey: readonly unknown[], data: unknown) => {
  queryClient.setQueryData(queryKey, data);
  queryClient
    .getQueryCache()
    .find({ queryKey })
    ?.setOptions({ queryKey, ...offlineQuery });
};

describe('offline copy', () => {
  it('keeps only the offline screens’ successful answers', () => {
    const query = (meta: Record<string, unknown> | undefined, status: string, age = 0) => ({
      meta,
      state: { status, dataUpdatedAt: Date.now() - age },
    });
    expect(shouldPersistQuery(query(offlineQuery.meta, 'success'))).toBe(true);
    expect(shouldPersistQuery(query(undefined, 'success'))).toBe(false);
    expect(shouldPersistQuery(query(offlineQuery.meta, 'error'))).toBe(false);
    expect(shouldPersistQuery(query(offlineQuery.meta, 'success', OFFLINE_MAX_AGE_MS + 1))).toBe(false);
  });

  it('stores one copy per signed-in user and nothing while signed out', () => {
    const store = createAuthStore(safeStorage());
    const storage = createOfflineStorage(store, localStorage);
    storage.setItem('copy', 'anonymous');
    expect(localStorage.length).toBe(0);

    signIn(store, 'ana');
    storage.setItem('copy', 'de Ana');
    expect(localStorage.getItem('copy:ana')).toBe('de Ana');
    signIn(store, 'bia');
    expect(storage.getItem('copy')).toBeNull();
  });

  it('saves favorites for offline reading and restores them on the next start', async () => {
    const first = setUp('ana');
    keepOffline(first.queryClient, ['favorites', 'list', { page: 1 }], { total: 3 });
    first.queryClient.setQueryData(['ads', 'search', {}], { total: 99 });
    await leavePage();
    expect(offlineKeys()).toEqual(['sniperads_offline:ana']);

    const next = new QueryClient();
    await restoreInto(first.cache, next);
    expect(next.getQueryData(['favorites', 'list', { page: 1 }])).toEqual({ total: 3 });
    // Only offline screens are kept.
    expect(next.getQueryData(['ads', 'search', {}])).toBeUndefined();
  });

  it('removes the copy and the cache on sign-out', async () => {
    const { store, queryClient } = setUp('ana');
    keepOffline(queryClient, ['studio', 'list'], ['criativo']);
    await leavePage();
    localStorage.setItem('offline_cache:ana:["favorites"]', '{}');
    expect(offlineKeys()).toHaveLength(1);

    store.clear();
    expect(offlineKeys()).toEqual([]);
    expect(localStorage.getItem('offline_cache:ana:["favorites"]')).toBeNull();
    expect(queryClient.getQueryData(['studio', 'list'])).toBeUndefined();
    // A save after sign-out writes nothing.
    keepOffline(queryClient, ['studio', 'list'], ['criativo']);
    await leavePage();
    expect(offlineKeys()).toEqual([]);
  });

  it('removes the runtime caches (archived creatives) on sign-out', async () => {
    const { store, clearCaches } = setUp('ana');
    expect(clearCaches).not.toHaveBeenCalled();
    store.clear();
    expect(clearCaches).toHaveBeenCalledOnce();
  });

  it('removes the previous account’s data when another one signs in', async () => {
    const { store, queryClient, clearCaches } = setUp('ana');
    keepOffline(queryClient, ['favorites', 'list', {}], { total: 5 });
    await leavePage();
    expect(offlineKeys()).toEqual(['sniperads_offline:ana']);

    // Another tab signs in as Bia: this tab's store follows, and Ana's data goes.
    signIn(store, 'bia');
    expect(offlineKeys()).toEqual([]);
    expect(queryClient.getQueryData(['favorites', 'list', {}])).toBeUndefined();
    expect(clearCaches).toHaveBeenCalledOnce();
  });

  it('starts without anyone else’s copy (a session that ended while the app was closed)', () => {
    localStorage.setItem('sniperads_offline:ana', '{}');
    localStorage.setItem('sniperads_offline:bia', '{}');
    setUp('bia');
    expect(offlineKeys()).toEqual(['sniperads_offline:bia']);

    // Bia's session ended while the app was closed: nothing of hers stays either.
    for (const key of Object.values(AUTH_STORAGE_KEYS)) localStorage.removeItem(key);
    const signedOut = setUp(null);
    expect(offlineKeys()).toEqual([]);
    expect(signedOut.clearCaches).toHaveBeenCalledOnce();
  });

  it('"Limpar cache" empties the cache, the copies and the runtime caches, and keeps the session', async () => {
    const { store, queryClient } = setUp('ana');
    keepOffline(queryClient, ['studio', 'list'], ['criativo']);
    await leavePage();
    const clearCaches = vi.fn(async () => {});
    await clearDeviceData(queryClient, localStorage, clearCaches);
    expect(offlineKeys()).toEqual([]);
    expect(queryClient.getQueryData(['studio', 'list'])).toBeUndefined();
    expect(clearCaches).toHaveBeenCalledOnce();
    expect(store.isAuthenticated()).toBe(true);
  });

  it('drops the earlier cache’s copies at start-up', () => {
    localStorage.setItem('offline_cache:ana:["dashboard","summary"]', '{}');
    setUp('ana');
    expect(localStorage.getItem('offline_cache:ana:["dashboard","summary"]')).toBeNull();
  });
});
