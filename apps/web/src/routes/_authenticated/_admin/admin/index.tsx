import { createFileRoute } from '@tanstack/react-router';
import { adminDashboardQueryOptions } from '@/features/admin/api/get-admin-dashboard';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { ensureQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/_admin/admin/')({
  staticData: { title: 'Dashboard Administrativo' },
  // The page reads it with suspense: a failure shows the route's error screen.
  loader: ({ context: { queryClient } }) => ensureQuery(queryClient, adminDashboardQueryOptions()),
  component: AdminDashboard,
});
