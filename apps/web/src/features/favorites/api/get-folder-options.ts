import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

/** The tester's folders, to file a favorite into one. */
export const folderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['folders', 'list'] as const,
    queryFn: async () => (await ok(api.folders.getFolders())).data,
  });

export const useFolderOptions = (enabled: boolean) => useQuery({ ...folderOptionsQueryOptions(), enabled });
