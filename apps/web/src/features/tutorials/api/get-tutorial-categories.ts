import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialsApi } from '@/lib/api/tutorials';
import { ok } from '@/lib/api-fetcher';
import { tutorialKeys } from '@/lib/query-keys';

export const tutorialCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: tutorialKeys.categories(),
    queryFn: async () => (await ok(tutorialsApi.getTutorialCategories())).data,
  });

export const useTutorialCategories = () => useQuery(tutorialCategoriesQueryOptions());
