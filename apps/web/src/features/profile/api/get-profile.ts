import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { offlineQuery } from '@/lib/offline-cache';
import { profileKeys } from '@/lib/query-keys';

/** GET /api/profile/ — kept on the device, so 'Meu Perfil' opens offline too. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: async () => (await ok(api.profile.getProfile())).data,
    ...offlineQuery,
  });

/** The profile tab is this query: read with suspense, the /perfil loader fetched it. */
export const useProfile = () => useSuspenseQuery(profileQueryOptions());
