import { RouterProvider } from '@tanstack/react-router';
import { FullPageLoader } from './components/full-page-loader';
import { useAuth } from './lib/auth';
import { router } from './router';

/** Holds the router until a stored session has been checked with the API. */
export function App() {
  const { status } = useAuth();
  if (status === 'verifying') return <FullPageLoader label="Verificando autenticação..." />;
  return <RouterProvider router={router} />;
}
