import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialsApi } from '@/lib/api/tutorials';
import { ok } from '@/lib/api-fetcher';
import { tutorialKeys } from '@/lib/query-keys';

/** Tutorials of one category (or all when `categoryId` is null). */
export const tutorialContentsQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: tutorialKeys.contents(categoryId),
    queryFn: async () =>
      (await ok(tutorialsApi.getTutorialContents({ query: categoryId ? { category_id: categoryId } : {} })))
        .data,
  });

export const useTutorialContents = (categoryId: string | null, enabled = true) =>
  useQuery({ ...tutorialContentsQueryOptions(categoryId), enabled });
