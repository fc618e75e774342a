import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { lastSynced } from '@/lib/offline';

/** Spec: the dashboard is cached on the device for 5 minutes (with its timestamp). */
export const DASHBOARD_CACHE_MS = 5 * 60 * 1000;

export const dashboardQueryOptions = () => {
  const queryKey = ['dashboard', 'summary'] as const;
  return queryOptions({
    queryKey,
    ...lastSynced(queryKey, async () => (await ok(api.dashboard.getDashboard())).data, { cached: true }),
    staleTime: DASHBOARD_CACHE_MS,
  });
};

export const useDashboard = () => useQuery(dashboardQueryOptions());
