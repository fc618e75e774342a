/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { deleteRuntimeCaches, MEDIA_CACHE, mayKeep } from './lib/pwa/caches';
import { notificationOptions, notificationTarget, pickWindow } from './lib/pwa/push-notification';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

type AppMessage = { type?: string } | null | undefined;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as AppMessage;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data?.type === 'CLEAR_CACHE') {
    // Data only: the precached shell stays, or the app would no longer open offline.
    event.waitUntil(deleteRuntimeCaches(caches));
  }
});

// Archived creatives never change (random keys), so once seen they are served from the cache:
// favorites stay illustrated offline. Everything else under /api stays network-only, and nothing
// the server marks no-store or private is kept (mayKeep).
self.addEventListener('fetch', (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith('/api/media/')) return;
  event.respondWith(
    caches.open(MEDIA_CACHE).then(async (cache) => {
      const hit = await cache.match(url.pathname);
      if (hit) return hit;
      const res = await fetch(event.request);
      if (mayKeep(res)) void cache.put(url.pathname, res.clone());
      return res;
    }),
  );
});

// Web push (modules/notifications on the API): show the alert; a tap focuses the app (or opens it)
// on the alert's page.
self.addEventListener('push', (event: PushEvent) => {
  const { title, options } = notificationOptions(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pickWindow(windows, self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// The app shell (JS, CSS, HTML, icons, manifest) is precached, so the app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes are answered with index.html; the API is always network-only.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }));

clientsClaim();
