import type { FolderItemsQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { lastSynced } from '@/lib/offline';

export const folderItemsQueryOptions = (id: string, query: FolderItemsQuery) => {
  const queryKey = ['folders', 'items', id, query] as const;
  return queryOptions({
    queryKey,
    ...lastSynced(queryKey, async () => {
      const body = await ok(api.folders.getFolderItems({ params: { id }, query }));
      return { ...body.data, meta: body.meta };
    }),
    placeholderData: keepPreviousData,
  });
};

export const useFolderItems = (id: string, query: FolderItemsQuery) =>
  useQuery(folderItemsQueryOptions(id, query));
