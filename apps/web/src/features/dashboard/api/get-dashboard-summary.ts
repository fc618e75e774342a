import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/lib/session';

/**
 * What the dashboard shows today: the signed-in user, re-read from the API, and when it was
 * fetched. Stat cards join when GET /api/dashboard exists.
 */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'] as const,
    queryFn: async () => ({ user: await fetchCurrentUser(), fetchedAt: new Date().toISOString() }),
    staleTime: 5 * 60 * 1000,
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions());
