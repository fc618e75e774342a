import type { TutorialCategoryInput, TutorialContentInput } from '@sniperads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { tutorialKeys } from './get-tutorial-categories';

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all });
};

/** Create when no id is given, else update. */
export const useSaveTutorialCategory = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TutorialCategoryInput }) =>
      id
        ? ok(api.tutorials.updateTutorialCategory({ params: { id }, body }))
        : ok(api.tutorials.createTutorialCategory({ body })),
    onSuccess,
  });
};

export const useDeleteTutorialCategory = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => ok(api.tutorials.deleteTutorialCategory({ params: { id } })),
    onSuccess,
  });
};

export const useSaveTutorialContent = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TutorialContentInput }) =>
      id
        ? ok(api.tutorials.updateTutorialContent({ params: { id }, body }))
        : ok(api.tutorials.createTutorialContent({ body })),
    onSuccess,
  });
};

export const useDeleteTutorialContent = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => ok(api.tutorials.deleteTutorialContent({ params: { id } })),
    onSuccess,
  });
};
