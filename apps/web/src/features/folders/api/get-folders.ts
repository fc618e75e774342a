import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { lastSynced } from '@/lib/offline';

export const foldersQueryOptions = () => {
  const queryKey = ['folders', 'list'] as const;
  return queryOptions({
    queryKey,
    ...lastSynced(queryKey, async () => (await ok(api.folders.getFolders())).data),
  });
};

export const useFolders = () => useQuery(foldersQueryOptions());
