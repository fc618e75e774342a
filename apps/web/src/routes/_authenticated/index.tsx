import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { title: 'Dashboard' },
  loader: ({ context: { queryClient }, cause }) => loadQuery(queryClient, cause, dashboardQueryOptions()),
  component: DashboardPage,
});
