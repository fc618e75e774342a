import type { ListKeywordsQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { keywordKeys } from '@/lib/query-keys';

/** GET /api/keywords: one page of the bank with the user's filters. */
export const keywordsQueryOptions = (query: ListKeywordsQuery) =>
  queryOptions({
    queryKey: keywordKeys.list(query),
    queryFn: () => ok(keywordsApi.getKeywords({ query })),
    placeholderData: keepPreviousData,
  });

export const useKeywords = (query: ListKeywordsQuery) => useQuery(keywordsQueryOptions(query));
