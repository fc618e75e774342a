import type { FolderItemsQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { foldersApi } from '@/lib/api/folders';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { folderKeys } from '@/lib/query-keys';

export const folderItemsQueryOptions = (id: string, query: FolderItemsQuery) =>
  queryOptions({
    queryKey: folderKeys.items(id, query),
    queryFn: async () => {
      const body = await ok(foldersApi.getFolderItems({ params: { id }, query }));
      return { ...body.data, meta: body.meta };
    },
    ...offlineQuery,
    placeholderData: keepPreviousData,
  });

export const useFolderItems = (id: string, query: FolderItemsQuery) =>
  useQuery(folderItemsQueryOptions(id, query));
