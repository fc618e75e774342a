import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { loadQuery } from '@/lib/route-data';

/** Same screen as '/'. */
export const Route = createFileRoute('/_authenticated/dashboard')({
  staticData: { title: 'Dashboard' },
  loader: ({ context: { queryClient }, cause }) => loadQuery(queryClient, cause, dashboardQueryOptions()),
  component: DashboardPage,
});
