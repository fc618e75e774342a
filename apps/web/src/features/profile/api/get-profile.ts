import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

/** GET /api/profile/ */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: async () => (await ok(api.profile.getProfile())).data,
  });

/** The profile tab is this query: read with suspense, the /perfil loader fetched it. */
export const useProfile = () => useSuspenseQuery(profileQueryOptions());
