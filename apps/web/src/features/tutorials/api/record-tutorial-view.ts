import type { TutorialContent } from '@sniperads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tutorialsApi } from '@/lib/api/tutorials';
import { ok } from '@/lib/api-fetcher';
import { tutorialKeys } from '@/lib/query-keys';
import { useAppMutation } from '@/lib/use-app-mutation';

/**
 * Counts a view when a tutorial is opened and shows the new total at once. The reader did not ask
 * for the count, so a failure is not told; the lists are read again instead.
 */
export const useRecordTutorialView = () => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (id: string) => (await ok(tutorialsApi.recordTutorialView({ params: { id } }))).data,
    onSuccess: ({ id, views_count }) => {
      queryClient.setQueriesData<TutorialContent[]>({ queryKey: tutorialKeys.contentLists() }, (list) =>
        list?.map((item) => (item.id === id ? { ...item, views_count } : item)),
      );
    },
    invalidatesOnFailure: 'tutorial-view-failed',
    failure: 'silent',
  });
};
