import type { TutorialCategoryInput, TutorialContentInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidation';

const useInvalidate = () => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter('tutorials-changed');
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
