import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { keywordKeys } from '@/lib/query-keys';

export const keywordStatsQueryOptions = () =>
  queryOptions({
    queryKey: keywordKeys.stats(),
    queryFn: async () => (await ok(api.keywords.getKeywordStats())).data,
  });

export const useKeywordStats = () => useQuery(keywordStatsQueryOptions());
