import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidation';

/** POST /api/keywords/:id/usage after a copy; counts and "most used" refresh. */
export const useRecordKeywordUsage = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: string) => (await ok(api.keywords.recordKeywordUsage({ params: { id } }))).data,
    onSettled: () => invalidateAfter('keyword-used'),
  });
};
