import type { TutorialContent } from '@sniperads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorialsApi } from '@/lib/api/tutorials';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';
import { tutorialKeys } from '@/lib/query-keys';

/** Counts a view when a tutorial is opened and shows the new total at once. */
export const useRecordTutorialView = () => {
  const queryClient = useQueryClient();
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: string) => (await ok(tutorialsApi.recordTutorialView({ params: { id } }))).data,
    onSuccess: ({ id, views_count }) => {
      queryClient.setQueriesData<TutorialContent[]>({ queryKey: tutorialKeys.contentLists() }, (list) =>
        list?.map((item) => (item.id === id ? { ...item, views_count } : item)),
      );
    },
    onError: () => invalidateAfter('tutorial-view-failed'),
  });
};
