import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { profileApi } from '@/lib/api/profile';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { profileKeys } from '@/lib/query-keys';

/** GET /api/profile/ — kept on the device, so 'Meu Perfil' opens offline too. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: async () => (await ok(profileApi.getProfile())).data,
    ...offlineQuery,
  });

/** The profile tab is this query: read with suspense, the /perfil loader fetched it. */
export const useProfile = () => useSuspenseQuery(profileQueryOptions());
