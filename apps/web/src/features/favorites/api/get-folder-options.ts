import { queryOptions, useQuery } from '@tanstack/react-query';
import { foldersApi } from '@/lib/api/folders';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { folderKeys } from '@/lib/query-keys';

/** The user's folders, to file a favorite into one (the same query as the folders screen). */
export const folderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: folderKeys.list(),
    queryFn: async () => (await ok(foldersApi.getFolders())).data,
    ...offlineQuery,
  });

export const useFolderOptions = () => useQuery(folderOptionsQueryOptions());
