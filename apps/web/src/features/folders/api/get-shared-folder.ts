import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { folderKeys } from '@/lib/query-keys';

/** A public folder, read without login. */
export const sharedFolderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: folderKeys.shared(token),
    queryFn: async () => (await ok(api.folders.getSharedFolder({ params: { token } }))).data,
  });

export const useSharedFolder = (token: string) => useQuery(sharedFolderQueryOptions(token));
