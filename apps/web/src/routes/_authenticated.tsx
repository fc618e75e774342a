import { createFileRoute, Outlet, redirect, useMatchRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AfterLoad } from '@/components/after-load';
import { AppLayout } from '@/components/layout/app-layout';
import { OfflineGate } from '@/components/offline-gate';
import { SessionUserContext, useAuth } from '@/lib/auth';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { loadQuery } from '@/lib/route-data';

/** Everything behind sign-in. A guard is not authorisation: the API checks every call. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  // The layout's own data (the support number of the help button) comes alongside the page's,
  // and the page does not wait for it.
  loader: ({ context: { queryClient }, cause }) => {
    void loadQuery(queryClient, cause, publicConfigQueryOptions());
  },
  component: AuthenticatedLayout,
});

// Shown 5 s after the browser offers installation at the earliest: not part of the first screen.
const InstallPromptCard = lazy(() =>
  import('@/components/pwa/install-prompt-card').then((m) => ({ default: m.InstallPromptCard })),
);

function AuthenticatedLayout() {
  const { user } = useAuth();
  const matchRoute = useMatchRoute();
  // Signed out mid-session: whoever cleared the session is already navigating to /login.
  if (!user) return null;
  const inAdminPath = Boolean(matchRoute({ to: '/admin', fuzzy: true }));
  return (
    <SessionUserContext value={user}>
      <AppLayout
        user={user}
        adminArea={inAdminPath && user.is_admin}
        titleOverride={inAdminPath && !user.is_admin ? 'Acesso Negado' : undefined}
      >
        <OfflineGate>
          <Outlet />
        </OfflineGate>
        <AfterLoad>
          <Suspense fallback={null}>
            <InstallPromptCard />
          </Suspense>
        </AfterLoad>
      </AppLayout>
    </SessionUserContext>
  );
}
