import { createFileRoute } from '@tanstack/react-router';
import { dashboardSummaryQueryOptions } from '@/features/dashboard/api/get-dashboard-summary';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/** Same screen as '/'. */
export const Route = createFileRoute('/_authenticated/dashboard')({
  staticData: { title: 'Dashboard' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(dashboardSummaryQueryOptions()),
  component: DashboardPage,
});
