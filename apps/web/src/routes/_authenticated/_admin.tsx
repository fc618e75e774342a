import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccessDenied } from '@/components/access-denied';
import { useSessionUser } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/session';

/** Admin area: permissions are re-read from the API on entry (the API enforces them anyway). */
export const Route = createFileRoute('/_authenticated/_admin')({
  component: AdminLayout,
});

/** A role read this recently (the start-up session check's, on a cold start) is not read again. */
const ROLE_RECHECK_MS = 10_000;

/**
 * The page renders at once from the session the app already verified at start-up, while the
 * role is re-read in the background; a demoted admin then sees AccessDenied. Waiting for that
 * second /api/auth/me before rendering anything put a whole round trip, then the whole screen's
 * render, in front of the first row of every admin screen opened directly (/admin/usuarios took
 * 1.4–4.6 s on a busy machine with the API answering in < 0.1 s). On a cold start the start-up
 * check has just read the role (lib/session.ts, into the same query): it is not asked for twice.
 */
function AdminLayout() {
  const sessionUser = useSessionUser();
  const me = useQuery({
    ...currentUserQueryOptions(),
    staleTime: ROLE_RECHECK_MS,
    initialData: sessionUser,
    // The stored session's user is not a fresh read: re-read on entry unless the cache has one.
    initialDataUpdatedAt: 0,
  });
  // Offline (the check waits for a connection) or API down: the stored session stands; the API
  // still refuses non-admins. While the start-up check is still on its way the query has no data
  // yet (it was created by that check, without the stored user).
  const user = me.data ?? sessionUser;
  return user.is_admin ? <Outlet /> : <AccessDenied />;
}
