import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

/** A public folder, read without login. */
export const sharedFolderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-folder', token] as const,
    queryFn: async () => (await ok(api.folders.getSharedFolder({ params: { token } }))).data,
  });

export const useSharedFolder = (token: string) => useQuery(sharedFolderQueryOptions(token));
