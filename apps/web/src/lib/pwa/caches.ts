/**
 * Cache Storage as the app uses it: the app shell, precached by Workbox (the app itself, what
 * opens it offline), and runtime caches holding what a user saw (archived creatives). Shared by
 * the page and the service worker (src/sw.ts), so 'Limpar cache' and sign-out agree on what goes.
 */

/** Archived creatives (`/api/media/…`), cache-first: their keys are random and never change. */
export const MEDIA_CACHE = 'archived-media-v1';

/**
 * Whether the service worker may keep an answer: only a 200 the server allows to be stored. The API
 * marks every JSON answer `no-store` (private data, issue 25); archived media say
 * `public, max-age=…, immutable`. An answer marked `no-store` or `private` is never kept, even if
 * one ever reaches the media route.
 */
export const mayKeep = (res: Pick<Response, 'status' | 'headers'>) => {
  if (res.status !== 200) return false;
  const directives = (res.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(directives);
};

/** Workbox names its precache `workbox-precache-v2-<scope>` (and `…-temp` while installing). */
export const isAppShellCache = (name: string) => name.startsWith('workbox-precache');

/** The caches that hold data rather than the app: everything but the app shell. */
export const runtimeCacheNames = (names: readonly string[]) => names.filter((name) => !isAppShellCache(name));

/** Deletes the runtime caches; the app shell stays, so the app still opens offline. */
export const deleteRuntimeCaches = async (storage: CacheStorage | undefined = globalThis.caches) => {
  if (!storage) return;
  const names = runtimeCacheNames(await storage.keys());
  await Promise.all(names.map((name) => storage.delete(name)));
};
