import type { TutorialCategoryInput, TutorialContentInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { tutorialsApi } from '@/lib/api/tutorials';
import { ok } from '@/lib/api-fetcher';
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
        ? ok(tutorialsApi.updateTutorialCategory({ params: { id }, body }))
        : ok(tutorialsApi.createTutorialCategory({ body })),
    onSuccess,
  });
};

export const useDeleteTutorialCategory = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => ok(tutorialsApi.deleteTutorialCategory({ params: { id } })),
    onSuccess,
  });
};

export const useSaveTutorialContent = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TutorialContentInput }) =>
      id
        ? ok(tutorialsApi.updateTutorialContent({ params: { id }, body }))
        : ok(tutorialsApi.createTutorialContent({ body })),
    onSuccess,
  });
};

export const useDeleteTutorialContent = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => ok(tutorialsApi.deleteTutorialContent({ params: { id } })),
    onSuccess,
  });
};
