import { queryOptions, useQuery } from '@tanstack/react-query';
import { keywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { keywordKeys } from '@/lib/query-keys';

export const keywordStatsQueryOptions = () =>
  queryOptions({
    queryKey: keywordKeys.stats(),
    queryFn: async () => (await ok(keywordsApi.getKeywordStats())).data,
  });

export const useKeywordStats = () => useQuery(keywordStatsQueryOptions());
