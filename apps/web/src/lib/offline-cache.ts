import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type AsyncStorage,
  type PersistQueryClientOptions,
  persistQueryClientSave,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import type { AuthStore } from './auth';
import { deleteRuntimeCaches } from './pwa/caches';

/**
 * The offline copy: TanStack Query's persister keeps the queries marked `offlineQuery` (favorites,
 * folders, studio, dashboard) in localStorage, restores them at start-up, and the screens read
 * them like any cached answer while the device has no connection.
 */

/** Older copies are dropped, and kept queries are not garbage-collected before this. */
export const OFFLINE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Spread into a query's options to keep its last answer on the device. */
export const offlineQuery = { meta: { offline: true }, gcTime: OFFLINE_MAX_AGE_MS } as const;

const STORAGE_KEY = 'sniperads_offline';
/** Bump when the shape of stored answers changes: older copies are then discarded. */
const CACHE_VERSION = '1';
/** Copies written by the earlier hand-made cache, one item per query. */
const LEGACY_PREFIX = 'offline_cache:';

/**
 * localStorage with one copy per user: a copy is only read or written while someone is signed
 * in, under their id, so nothing is saved after 'Sair' and one account never sees another's.
 */
export const createOfflineStorage = (store: AuthStore, storage: Storage): AsyncStorage<string> => {
  const keyOf = (key: string) => {
    const id = store.getSnapshot().user?.id;
    return id && store.isAuthenticated() ? `${key}:${id}` : null;
  };
  return {
    getItem: (key) => {
      const k = keyOf(key);
      return k ? storage.getItem(k) : null;
    },
    // Not swallowed: a full storage must reach the persister, which retries with less.
    setItem: (key, value) => {
      const k = keyOf(key);
      if (k) storage.setItem(k, value);
    },
    removeItem: (key) => {
      const k = keyOf(key);
      if (k) storage.removeItem(k);
    },
  };
};

const removeKeys = (storage: Storage, prefixes: string[]) => {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
};

/** Removes every stored copy, of every user, including the earlier cache's. */
export const forgetOfflineCopies = (storage: Storage) =>
  removeKeys(storage, [`${STORAGE_KEY}:`, LEGACY_PREFIX]);

/** Removes the copies of everyone but `userId` (left by a session that ended without cleaning up). */
export const forgetOtherUsersCopies = (storage: Storage, userId: string) => {
  const keep = `${STORAGE_KEY}:${userId}`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(`${STORAGE_KEY}:`) && key !== keep) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
};

interface PersistableQuery {
  meta?: Record<string, unknown> | undefined;
  state: { status: string; dataUpdatedAt: number };
}

/** Only answers of the offline screens, and only real ones (no errors, nothing too old). */
export const shouldPersistQuery = (query: PersistableQuery, now = Date.now()) =>
  query.meta?.offline === true &&
  query.state.status === 'success' &&
  now - query.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS;

type OfflinePersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

const persistOptions = (
  store: AuthStore,
  storage: Storage | null,
  throttleTime?: number,
): OfflinePersistOptions => ({
  // Without storage the persister saves and restores nothing.
  persister: createAsyncStoragePersister({
    storage: storage && createOfflineStorage(store, storage),
    key: STORAGE_KEY,
    retry: removeOldestQuery,
    ...(throttleTime === undefined ? {} : { throttleTime }),
  }),
  maxAge: OFFLINE_MAX_AGE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: (query) => shouldPersistQuery(query) },
  // Restored queries have no screen yet: the default 5-minute gcTime would drop them, and with
  // them the copy, before the user opens their screen.
  hydrateOptions: { defaultOptions: { queries: { gcTime: OFFLINE_MAX_AGE_MS } } },
});

/** localStorage, or null where touching it throws (some private modes): then nothing is kept. */
const deviceStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * Everything of a user's data this device holds: the query cache, its stored copies and the
 * runtime caches (archived creatives, the avatar). The session and the app shell stay. Run on
 * every sign-out and by 'Limpar cache'.
 */
export const clearDeviceData = async (
  queryClient: QueryClient,
  storage: Storage | null = deviceStorage(),
  clearCaches: () => Promise<void> = deleteRuntimeCaches,
) => {
  queryClient.clear();
  if (storage) forgetOfflineCopies(storage);
  await clearCaches().catch(() => undefined);
};

/**
 * Wires the offline copy for the app: the options for `PersistQueryClientProvider`, plus what the
 * provider does not do — forgetting the copy on sign-out and saving it when the page goes away.
 */
export const setUpOfflineCache = (
  store: AuthStore,
  queryClient: QueryClient,
  storage: Storage | null = deviceStorage(),
  clearCaches: () => Promise<void> = deleteRuntimeCaches,
) => {
  const signedInAs = () => (store.isAuthenticated() ? (store.getSnapshot().user?.id ?? null) : null);

  // The earlier cache's copies are never read again. Signed out, nothing of anyone should be
  // here; signed in, nothing of anyone else (a session that ended while the app was closed).
  let userId = signedInAs();
  if (storage) removeKeys(storage, [LEGACY_PREFIX]);
  if (!userId) void clearDeviceData(queryClient, storage, clearCaches);
  else if (storage) forgetOtherUsersCopies(storage, userId);

  // Sign-out ('Sair', a refused renewal, a 401 anywhere, another tab) or another account signing
  // in: nothing of the previous account stays behind.
  const unsubscribe = store.subscribe(() => {
    const next = signedInAs();
    if (userId && next !== userId) void clearDeviceData(queryClient, storage, clearCaches);
    userId = next;
  });

  // Saves are throttled (1 s); a reload or a closed tab right after a change would lose it.
  const flushOptions = { ...persistOptions(store, storage, 0), queryClient };
  const onPageHide = () => void persistQueryClientSave(flushOptions);
  window.addEventListener('pagehide', onPageHide);

  return {
    persistOptions: persistOptions(store, storage),
    stop: () => {
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
    },
  };
};
