import { deleteRuntimeCaches } from './caches';

/** Service worker bookkeeping shared by the update prompt and the install menu. */
let registration: ServiceWorkerRegistration | undefined;

export const setServiceWorkerRegistration = (r: ServiceWorkerRegistration | undefined) => {
  registration = r;
};

export const UPDATED_FLAG_KEY = 'pwa_just_updated';

/** Asks the server for a new service worker; true when one is waiting or installing. */
export const checkForUpdates = async (): Promise<boolean> => {
  if (!('serviceWorker' in navigator)) throw new Error('Service worker indisponível');
  const r = registration ?? (await navigator.serviceWorker.getRegistration());
  if (!r) throw new Error('Service worker não registrado');
  await r.update();
  return Boolean(r.waiting || r.installing);
};

/**
 * 'Limpar cache': deletes the runtime caches here and asks the service worker to do the same. The
 * precached app shell is kept — deleting it would stop the app from opening offline until the
 * next visit online, and Workbox already replaces it on every update.
 */
export const clearAppCaches = async () => {
  await deleteRuntimeCaches();
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_CACHE' });
};

/** Delay before reloading after a cache clear (docs/product-rules.md, Constants and limits). */
export const CACHE_CLEAR_RELOAD_MS = 1500;
