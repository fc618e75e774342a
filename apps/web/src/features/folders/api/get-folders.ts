import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { offlineQuery } from '@/lib/offline-cache';
import { folderKeys } from '@/lib/query-keys';

export const foldersQueryOptions = () =>
  queryOptions({
    queryKey: folderKeys.list(),
    queryFn: async () => (await ok(api.folders.getFolders())).data,
    ...offlineQuery,
  });

export const useFolders = () => useQuery(foldersQueryOptions());
