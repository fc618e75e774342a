import { useIsRestoring } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { FullPageLoader } from './components/full-page-loader';
import { useAuth } from './lib/auth';
import { loadBeforeFirstRender } from './lib/first-load';
import { loadRouter, router, routerHasLoaded } from './router';

/**
 * Holds the router while an expired token is renewed (a live one is checked alongside the page's
 * own requests, see verifyStoredSession) and, for a signed-in user, until their offline copy is
 * back in the cache: route loaders then find it instead of fetching (and failing, offline). A
 * visitor has no copy (it is kept per user), so the sign-in screen does not wait for it. Then,
 * for at most a second, until the router has loaded the address, so that its first render draws
 * the screen (lib/first-load.ts).
 */
export function App() {
  const { status, user } = useAuth();
  const restoring = useIsRestoring();
  const held = status === 'verifying' || (restoring && Boolean(user));
  const loaded = useLoadedFirst(!held);
  if (status === 'verifying') return <FullPageLoader label="Verificando autenticação..." />;
  if (held || !loaded) return <FullPageLoader label="Carregando..." />;
  return <RouterProvider router={router} />;
}

/** True once the router may be drawn: loaded first (lib/first-load.ts). */
function useLoadedFirst(allowed: boolean) {
  const [loaded, setLoaded] = useState(routerHasLoaded);
  useEffect(() => {
    if (!allowed || loaded) return;
    let cancelled = false;
    void loadBeforeFirstRender(loadRouter).then(() => {
      // A transition: React draws the screen in short tasks instead of one long one.
      if (!cancelled) startTransition(() => setLoaded(true));
    });
    return () => {
      cancelled = true;
    };
  }, [allowed, loaded]);
  return loaded;
}
