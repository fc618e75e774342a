import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

export const profileKeys = { profile: ['profile'] as const };

/** GET /api/profile/ */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile,
    queryFn: async () => (await ok(api.profile.getProfile())).data,
  });

export const useProfile = () => useQuery(profileQueryOptions());
