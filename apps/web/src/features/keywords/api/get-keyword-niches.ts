import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { keywordKeys } from '@/lib/query-keys';

/** Niches with their keyword counts, for the niche filter. */
export const keywordNichesQueryOptions = () =>
  queryOptions({
    queryKey: keywordKeys.niches(),
    queryFn: async () => (await ok(api.keywords.getKeywordNiches())).data,
    staleTime: 5 * 60 * 1000,
  });

export const useKeywordNiches = () => useQuery(keywordNichesQueryOptions());
