import type { AdminKeywordsQuery, KeywordPayload } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { adminKeywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';
import { keywordKeys } from '@/lib/query-keys';

export const adminKeywordsQueryOptions = (query: AdminKeywordsQuery) =>
  queryOptions({
    queryKey: keywordKeys.admin(query),
    queryFn: () => ok(adminKeywordsApi.listAdminKeywords({ query })),
    placeholderData: keepPreviousData,
    // Fresh on every visit; the few seconds only cover the loader's fetch just before the screen mounts.
    staleTime: 5_000,
  });

export const useAdminKeywords = (query: AdminKeywordsQuery) => useQuery(adminKeywordsQueryOptions(query));

const useInvalidate = () => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter('keyword-changed');
};

/** Also used by "Duplicar", which posts a copy. */
export const useCreateKeyword = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: KeywordPayload) => ok(adminKeywordsApi.createKeyword({ body })),
    onSuccess: invalidate,
  });
};

export const useUpdateKeyword = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: KeywordPayload }) =>
      ok(adminKeywordsApi.updateKeyword({ params: { id }, body })),
    onSuccess: invalidate,
  });
};

export const useDeleteKeyword = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => ok(adminKeywordsApi.deleteKeyword({ params: { id } })),
    onSuccess: invalidate,
  });
};
