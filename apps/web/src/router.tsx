import { createRouter } from '@tanstack/react-router';
import { auth } from './lib/auth';
import { setUnauthorizedHandler } from './lib/auth-api';
import { queryClient } from './lib/query-client';
import { ROUTER_DEFAULTS } from './router-defaults';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { auth, queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  ...ROUTER_DEFAULTS,
});

/**
 * Whether the router's state already holds the address being shown: its first render then draws
 * the screen itself, and mounting it starts no second load.
 */
export const routerHasLoaded = () => {
  const { location, resolvedLocation, status } = router.state;
  return status === 'idle' && resolvedLocation?.href === location.href;
};

/** Loads the address being entered (see lib/first-load.ts). */
export const loadRouter = () => router.load();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Shown in the top bar and the document title. */
    title?: string;
  }
}

/**
 * To /login from a screen behind sign-in, remembering where the user was: after a 401 that ended
 * the session (the API client has cleared it, and with it the cache) or a sign-out in another tab.
 * Public screens (sign-in pages, a shared folder) stay where they are.
 */
export const goToLogin = () => {
  // The location being shown or entered (several failing calls land here one after the other).
  const { location } = router.state;
  const behindSignIn = router.matchRoutes(location).some((m) => m.routeId.startsWith('/_authenticated'));
  if (!behindSignIn) return;
  void router.navigate({ to: '/login', search: { redirect: location.href }, replace: true });
};

setUnauthorizedHandler(goToLogin);

/**
 * Opens the screen being entered at start-up, before React has drawn anything: its code (each
 * route's component file and, through the build's preload links, its loader's file) and its data
 * (the route loaders, run as a preload) start downloading at once. A signed-in cold start would
 * otherwise ask for the code only after the session check, the offline copy's restore and the
 * first render, and for the data only once the router had mounted (on /admin/usuarios the users
 * request left ~0.3 s after the admin code had arrived). The router's own load, when it mounts,
 * finds the answers in the query cache (or joins the request in flight) instead of asking again.
 * Only with a live token: an expired one is renewed first, and its calls would each meet a 401.
 */
export const preloadScreen = (withData: boolean) => {
  if (withData) {
    // `href` (the address being opened, search included) takes the place of `to`.
    void router.preloadRoute({ to: '.', href: router.state.location.href }).catch(() => undefined);
    return;
  }
  const routes = Object.values(router.routesById);
  for (const match of router.matchRoutes(router.state.location)) {
    const route = routes.find((r) => r.id === match.routeId);
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
};
