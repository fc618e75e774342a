import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { tutorialKeys } from '@/lib/query-keys';

export const tutorialCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: tutorialKeys.categories(),
    queryFn: async () => (await ok(api.tutorials.getTutorialCategories())).data,
  });

export const useTutorialCategories = () => useQuery(tutorialCategoriesQueryOptions());
