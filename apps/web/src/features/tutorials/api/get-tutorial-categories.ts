import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

export const tutorialKeys = {
  all: ['tutorials'] as const,
  categories: ['tutorials', 'categories'] as const,
  contents: (categoryId: string | null) => ['tutorials', 'contents', categoryId ?? 'all'] as const,
};

export const tutorialCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: tutorialKeys.categories,
    queryFn: async () => (await ok(api.tutorials.getTutorialCategories())).data,
  });

export const useTutorialCategories = () => useQuery(tutorialCategoriesQueryOptions());
