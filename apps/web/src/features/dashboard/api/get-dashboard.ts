import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@/lib/api/dashboard';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { dashboardKeys } from '@/lib/query-keys';

/** The dashboard is cached on the device for 5 minutes (with its timestamp). */
export const DASHBOARD_CACHE_MS = 5 * 60 * 1000;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: async () => (await ok(dashboardApi.getDashboard())).data,
    ...offlineQuery,
    staleTime: DASHBOARD_CACHE_MS,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
