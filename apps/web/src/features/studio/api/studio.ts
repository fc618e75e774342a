import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api/studio';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';
import { offlineQuery } from '@/lib/offline-cache';
import { studioKeys } from '@/lib/query-keys';

export const studioQueryOptions = () =>
  queryOptions({
    queryKey: studioKeys.list(),
    queryFn: async () => (await ok(studioApi.getStudio())).data,
    ...offlineQuery,
  });

export const useStudio = () => useQuery(studioQueryOptions());

export const useRemoveFromStudio = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (studioItemId: string) => {
      return ok(studioApi.removeFromStudio({ params: { id: studioItemId } }));
    },
    onSuccess: () => invalidateAfter('studio-removed'),
  });
};
