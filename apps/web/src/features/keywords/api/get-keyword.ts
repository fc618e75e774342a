import { queryOptions, useQuery } from '@tanstack/react-query';
import { keywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { keywordKeys } from '@/lib/query-keys';

export const keywordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keywordKeys.one(id),
    queryFn: async () => (await ok(keywordsApi.getKeyword({ params: { id } }))).data,
    // Fresh on every visit; the few seconds only cover the loader's fetch just before the screen mounts.
    staleTime: 5_000,
  });

export const useKeyword = (id: string) => useQuery(keywordQueryOptions(id));
