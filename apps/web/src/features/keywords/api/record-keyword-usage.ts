import { useMutation } from '@tanstack/react-query';
import { keywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';

/** POST /api/keywords/:id/usage after a copy; counts and "most used" refresh. */
export const useRecordKeywordUsage = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: string) => (await ok(keywordsApi.recordKeywordUsage({ params: { id } }))).data,
    onSettled: () => invalidateAfter('keyword-used'),
  });
};
