import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';
import { auth } from './auth';
import { safeStorage } from './storage';

export const OFFLINE_WRITE_MESSAGE = 'Você está offline. Conecte-se à internet para salvar alterações.';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser believes it is online. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Offline writes are refused, not queued: every mutation calls this first so the user gets a
 * clear message and nothing is half-saved or replayed twice later.
 */
export const requireOnline = () => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError(0, OFFLINE_WRITE_MESSAGE);
};

const PREFIX = 'offline_cache:';
const storage = safeStorage();
const storageKey = (key: readonly unknown[]) =>
  `${PREFIX}${auth.getSnapshot().user?.id ?? 'anon'}:${JSON.stringify(key)}`;

interface Stored<T> {
  data: T;
  at: number;
}

const read = <T>(key: readonly unknown[]): Stored<T> | undefined => {
  const raw = storage.getItem(storageKey(key));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Stored<T>;
  } catch {
    return undefined;
  }
};

/**
 * Query options that keep the last synced answer on the device (per user), so the screen
 * still reads offline. The stored copy is shown at once and refreshed when online — unless
 * `cached` says it may be trusted for a while (the dashboard's 5-minute cache).
 */
export const lastSynced = <T>(
  queryKey: readonly unknown[],
  fetcher: () => Promise<T>,
  options: { cached?: boolean } = {},
) => ({
  queryFn: async () => {
    const data = await fetcher();
    storage.setItem(storageKey(queryKey), JSON.stringify({ data, at: Date.now() } satisfies Stored<T>));
    return data;
  },
  initialData: () => read<T>(queryKey)?.data,
  initialDataUpdatedAt: () => (options.cached ? read<T>(queryKey)?.at : 0),
});

/** Drops stored copies under a key prefix (a change made them wrong), for the current user. */
export const forgetSynced = (prefix: readonly unknown[]) => {
  const start = storageKey(prefix).slice(0, -1);
  try {
    for (const key of Object.keys(globalThis.localStorage ?? {})) {
      if (key.startsWith(start)) storage.removeItem(key);
    }
  } catch {
    // No localStorage: nothing was stored.
  }
};
