import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemApi } from './api/system';
import { ok } from './api-fetcher';

/** GET /api/config: app version, support WhatsApp number, whether sign-up is open. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'config'] as const,
    queryFn: async () => (await ok(systemApi.config())).data,
    staleTime: 60 * 60 * 1000,
    meta: { supporting: true },
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
