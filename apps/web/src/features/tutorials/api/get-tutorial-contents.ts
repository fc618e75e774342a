import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { tutorialKeys } from '@/lib/query-keys';

/** Tutorials of one category (or all when `categoryId` is null). */
export const tutorialContentsQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: tutorialKeys.contents(categoryId),
    queryFn: async () =>
      (await ok(api.tutorials.getTutorialContents({ query: categoryId ? { category_id: categoryId } : {} })))
        .data,
  });

export const useTutorialContents = (categoryId: string | null, enabled = true) =>
  useQuery({ ...tutorialContentsQueryOptions(categoryId), enabled });
