import { queryOptions, useQuery } from '@tanstack/react-query';
import { keywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { keywordKeys } from '@/lib/query-keys';

/** Niches with their keyword counts, for the niche filter. */
export const keywordNichesQueryOptions = () =>
  queryOptions({
    queryKey: keywordKeys.niches(),
    queryFn: async () => (await ok(keywordsApi.getKeywordNiches())).data,
    staleTime: 5 * 60 * 1000,
  });

export const useKeywordNiches = () => useQuery(keywordNichesQueryOptions());
