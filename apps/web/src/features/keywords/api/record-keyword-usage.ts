import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { keywordKeys } from './keys';

/** POST /api/keywords/:id/usage after a copy; counts and "most used" refresh. */
export const useRecordKeywordUsage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await ok(api.keywords.recordKeywordUsage({ params: { id } }))).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordKeys.all }),
  });
};
