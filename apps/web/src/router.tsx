import { createRouter } from '@tanstack/react-router';
import { ErrorFallback } from './components/error-fallback';
import { FullPageLoader } from './components/full-page-loader';
import { NotFound } from './components/not-found';
import { setUnauthorizedHandler } from './lib/api-client';
import { auth } from './lib/auth';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { auth, queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Shown in the page's place when entering it takes longer than a second (its loader is waiting).
  defaultPendingComponent: RoutePending,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: ErrorFallback,
});

function RoutePending() {
  return <FullPageLoader label="Carregando..." fullHeight={false} />;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Shown in the top bar and the document title. */
    title?: string;
  }
}

const PUBLIC_PATHS = ['/login', '/cadastro', '/esqueci-senha', '/redefinir-senha'];

/**
 * A 401 anywhere ends the session (the API client has cleared it, and with it the cache): back to
 * /login, remembering where the user was.
 */
setUnauthorizedHandler(() => {
  const { pathname, href } = router.state.location;
  if (PUBLIC_PATHS.includes(pathname)) return;
  void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
});
