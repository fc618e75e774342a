import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from './api-client';

/** GET /api/config: app version, support WhatsApp number, whether sign-up is open. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'config'] as const,
    queryFn: async () => (await ok(api.system.config())).data,
    staleTime: 60 * 60 * 1000,
    meta: { supporting: true },
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
