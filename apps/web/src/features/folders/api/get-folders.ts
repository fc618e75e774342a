import { queryOptions, useQuery } from '@tanstack/react-query';
import { foldersApi } from '@/lib/api/folders';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { folderKeys } from '@/lib/query-keys';

export const foldersQueryOptions = () =>
  queryOptions({
    queryKey: folderKeys.list(),
    queryFn: async () => (await ok(foldersApi.getFolders())).data,
    ...offlineQuery,
  });

export const useFolders = () => useQuery(foldersQueryOptions());
