import { useIsRestoring } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { FullPageLoader } from './components/full-page-loader';
import { useAuth } from './lib/auth';
import { router } from './router';

/**
 * Holds the router while an expired token is renewed (a live one is checked alongside the page's
 * own requests, see verifyStoredSession) and, for a signed-in user, until their offline copy is
 * back in the cache: route loaders then find it instead of fetching (and failing, offline). A
 * visitor has no copy (it is kept per user), so the sign-in screen does not wait for it.
 */
export function App() {
  const { status, user } = useAuth();
  const restoring = useIsRestoring();
  if (status === 'verifying') return <FullPageLoader label="Verificando autenticação..." />;
  if (restoring && user) return <FullPageLoader label="Carregando..." />;
  return <RouterProvider router={router} />;
}
