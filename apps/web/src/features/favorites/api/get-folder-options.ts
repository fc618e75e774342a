import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { offlineQuery } from '@/lib/offline-cache';
import { folderKeys } from '@/lib/query-keys';

/** The user's folders, to file a favorite into one (the same query as the folders screen). */
export const folderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: folderKeys.list(),
    queryFn: async () => (await ok(api.folders.getFolders())).data,
    ...offlineQuery,
  });

export const useFolderOptions = () => useQuery(folderOptionsQueryOptions());
