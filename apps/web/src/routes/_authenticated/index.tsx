import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { title: 'Dashboard' },
  // Prefetch without blocking: offline, the page still renders from the stored session.
  loader: ({ context }) => void context.queryClient.prefetchQuery(dashboardQueryOptions()),
  component: DashboardPage,
});
