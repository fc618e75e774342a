import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/** Same screen as '/'. */
export const Route = createFileRoute('/_authenticated/dashboard')({
  staticData: { title: 'Dashboard' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(dashboardQueryOptions()),
  component: DashboardPage,
});
