import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { isOnPath } from '@/components/layout/nav-config';
import { OfflineGate } from '@/components/offline-gate';
import { Later } from '@/components/progressive';
import { InstallPromptCard } from '@/components/pwa/install-prompt-card';
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

function AuthenticatedLayout() {
  const { user } = useAuth();
  // Only this answer, not every step of the router's state: each step drew the whole layout again.
  const inAdminPath = useRouterState({ select: (state) => isOnPath(state.location.pathname, '/admin') });
  // Signed out mid-session: whoever cleared the session is already navigating to /login.
  if (!user) return null;
  return (
    <SessionUserContext value={user}>
      <AppLayout
        user={user}
        adminArea={inAdminPath && user.is_admin}
        titleOverride={inAdminPath && !user.is_admin ? 'Acesso Negado' : undefined}
      >
        <OfflineGate>
          {/* On a cold start the layout is drawn first, the screen in the next task. */}
          <Later>
            <Outlet />
          </Later>
        </OfflineGate>
        <InstallPromptCard />
      </AppLayout>
    </SessionUserContext>
  );
}
