import { queryOptions, useQuery } from '@tanstack/react-query';
import { foldersApi } from '@/lib/api/folders';
import { ok } from '@/lib/api-fetcher';
import { folderKeys } from '@/lib/query-keys';

/** A public folder, read without login. */
export const sharedFolderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: folderKeys.shared(token),
    queryFn: async () => (await ok(foldersApi.getSharedFolder({ params: { token } }))).data,
  });

export const useSharedFolder = (token: string) => useQuery(sharedFolderQueryOptions(token));
