import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin';
import { systemApi } from '@/lib/api/system';
import { ApiError } from '@/lib/api-error';
import { ok } from '@/lib/api-fetcher';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/dashboard */
export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async () => (await ok(adminApi.getDashboard())).data,
  });

/** The admin home is this query: read with suspense, its route loader fetched it. */
export const useAdminDashboard = () => useSuspenseQuery(adminDashboardQueryOptions());

/** GET /api/ready: the system card's status; a 503 means the database is down. */
export const useSystemReady = () =>
  useQuery({
    queryKey: adminKeys.ready(),
    queryFn: async () => {
      try {
        return (await ok(systemApi.ready())).status === 'ready';
      } catch (error) {
        if (error instanceof ApiError && error.status === 503) return false;
        throw error;
      }
    },
    refetchInterval: 60_000,
  });
