import type { AdminKeywordsQuery, KeywordPayload } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { keywordKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const adminKeywordsQueryOptions = (query: AdminKeywordsQuery) =>
  queryOptions({
    queryKey: keywordKeys.admin(query),
    queryFn: () => ok(adminKeywordsApi.listAdminKeywords({ query })),
    placeholderData: keepPreviousData,
    // Fresh on every visit; the few seconds only cover the loader's fetch just before the screen mounts.
    staleTime: 5_000,
  });

export const useAdminKeywords = (query: AdminKeywordsQuery) => useQuery(adminKeywordsQueryOptions(query));

/** Also used by "Duplicar", which posts a copy. */
export const useCreateKeyword = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: KeywordPayload) => ok(adminKeywordsApi.createKeyword({ body })),
    invalidates: 'keyword-changed',
    failure,
  });

export const useUpdateKeyword = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: ({ id, body }: { id: string; body: KeywordPayload }) =>
      ok(adminKeywordsApi.updateKeyword({ params: { id }, body })),
    invalidates: 'keyword-changed',
    failure,
  });

export const useDeleteKeyword = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(adminKeywordsApi.deleteKeyword({ params: { id } })),
    invalidates: 'keyword-changed',
    failure,
  });
