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

/** Deletes every Cache Storage entry here and asks the service worker to do the same. */
export const clearAppCaches = async () => {
  if ('caches' in globalThis) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_CACHE' });
};

/** Delay before reloading after a cache clear (docs/product-rules.md, Constants and limits). */
export const CACHE_CLEAR_RELOAD_MS = 1500;
