import type { TutorialCategoryInput, TutorialContentInput } from '@sniperads/contract';
import { tutorialsApi } from '@/lib/api/tutorials';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

/** Create when no id is given, else update. */
export const useSaveTutorialCategory = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: ({ id, body }: { id?: string; body: TutorialCategoryInput }) =>
      id
        ? ok(tutorialsApi.updateTutorialCategory({ params: { id }, body }))
        : ok(tutorialsApi.createTutorialCategory({ body })),
    invalidates: 'tutorials-changed',
    failure,
  });

export const useDeleteTutorialCategory = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(tutorialsApi.deleteTutorialCategory({ params: { id } })),
    invalidates: 'tutorials-changed',
    failure,
  });

export const useSaveTutorialContent = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: ({ id, body }: { id?: string; body: TutorialContentInput }) =>
      id
        ? ok(tutorialsApi.updateTutorialContent({ params: { id }, body }))
        : ok(tutorialsApi.createTutorialContent({ body })),
    invalidates: 'tutorials-changed',
    failure,
  });

export const useDeleteTutorialContent = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(tutorialsApi.deleteTutorialContent({ params: { id } })),
    invalidates: 'tutorials-changed',
    failure,
  });
