import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  ready: () => [...adminKeys.all, 'ready'] as const,
  users: (params: object) => [...adminKeys.all, 'users', params] as const,
  audit: (params: object) => [...adminKeys.all, 'audit', params] as const,
};

/** GET /api/admin/dashboard */
export const useAdminDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.dashboard(),
      queryFn: async () => (await ok(api.admin.getDashboard())).data,
    }),
  );

/** GET /api/ready: the system card's status; a 503 means the database is down. */
export const useSystemReady = () =>
  useQuery({
    queryKey: adminKeys.ready(),
    queryFn: async () => {
      try {
        return (await ok(api.system.ready())).status === 'ready';
      } catch (error) {
        if (error instanceof ApiError && error.status === 503) return false;
        throw error;
      }
    },
    refetchInterval: 60_000,
  });
