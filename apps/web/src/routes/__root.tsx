import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { UpdatePromptAfterLoad } from '@/components/deferred-ui';
import { ErrorFallback } from '@/components/error-fallback';
import { NotFoundLazy } from '@/components/not-found-lazy';
import type { AuthStore } from '@/lib/auth';

export interface RouterContext {
  auth: AuthStore;
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundLazy,
  errorComponent: ErrorFallback,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePromptAfterLoad />
    </>
  );
}
