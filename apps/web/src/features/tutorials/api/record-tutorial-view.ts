import type { TutorialContent } from '@sniperads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { tutorialKeys } from './get-tutorial-categories';

/** Counts a view when a tutorial is opened and shows the new total at once. */
export const useRecordTutorialView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await ok(api.tutorials.recordTutorialView({ params: { id } }))).data,
    onSuccess: ({ id, views_count }) => {
      queryClient.setQueriesData<TutorialContent[]>({ queryKey: ['tutorials', 'contents'] }, (list) =>
        list?.map((item) => (item.id === id ? { ...item, views_count } : item)),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all }),
  });
};
