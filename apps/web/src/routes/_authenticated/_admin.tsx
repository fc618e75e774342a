import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccessDenied } from '@/components/access-denied';
import { useSessionUser } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/session';

/** Admin area: permissions are re-read from the API on entry (the API enforces them anyway). */
export const Route = createFileRoute('/_authenticated/_admin')({
  component: AdminLayout,
});

/**
 * The page renders at once from the session the app already verified at start-up, while the
 * role is re-read in the background; a demoted admin then sees AccessDenied. Waiting for that
 * second /api/auth/me before rendering anything put a whole round trip, then the whole screen's
 * render, in front of the first row of every admin screen opened directly (/admin/usuarios took
 * 1.4–4.6 s on a busy machine with the API answering in < 0.1 s).
 */
function AdminLayout() {
  const sessionUser = useSessionUser();
  const me = useQuery({
    ...currentUserQueryOptions(),
    staleTime: 0,
    initialData: sessionUser,
    // Stale from the start: always re-read on entry.
    initialDataUpdatedAt: 0,
  });
  // Offline (the check waits for a connection) or API down: the stored session stands; the API
  // still refuses non-admins.
  return me.data.is_admin ? <Outlet /> : <AccessDenied />;
}
