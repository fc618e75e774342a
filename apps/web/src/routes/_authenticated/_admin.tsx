import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccessDenied } from '@/components/access-denied';
import { FullPageLoader } from '@/components/full-page-loader';
import { useSessionUser } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/session';

/** Admin area: permissions are re-read from the API on entry (the API enforces them anyway). */
export const Route = createFileRoute('/_authenticated/_admin')({
  component: AdminLayout,
});

function AdminLayout() {
  const sessionUser = useSessionUser();
  const me = useQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  // Offline the check waits for a connection: the stored session decides meanwhile.
  if (me.isPending && me.fetchStatus === 'fetching') {
    return <FullPageLoader label="Verificando permissões..." fullHeight={false} />;
  }
  // Offline or API down: fall back to the stored session; the API still refuses non-admins.
  const isAdmin = me.data?.is_admin ?? sessionUser.is_admin;
  return isAdmin ? <Outlet /> : <AccessDenied />;
}
